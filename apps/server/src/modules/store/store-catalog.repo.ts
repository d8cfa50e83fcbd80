import { type StoreModuleCard, type StoreSort, storeLimits } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray } from '../../lib/int-array'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { matchesEveryWord } from '../../lib/word-search'
import { listedInStore } from '../core/store-listing'

/** A copy taken off the store on purpose (decision 054) that no later version replaced. */
const takenOff = (meta: string) =>
  sql.raw(
    `(${meta}.removed_at is not null and ${meta}.superseded_at is null and ${meta}.withdrawn_at is null)`,
  )

/** A card as the database answers it: the cover as its file id (store.service.ts makes the path). */
export type StoreCardRow = Omit<StoreModuleCard, 'cover_path'> & { cover_file_id: string | null }

const lookup = (alias: string) => sql.raw(`json_build_object('id', ${alias}.id, 'title', ${alias}.title)`)

/** A listed copy `c` with its metadata `md`, author and lookups. */
const cardSource = sql`modules c
  join module_meta_data md on md.module_id = c.id
  join users author on author.id = c.owner_id
  join lernraster_subjects ls on ls.id = md.lernraster_subject_id
  join school_levels sl on sl.id = md.schoollevel_id
  join school_types st on st.id = md.schooltype_id
  join languages lg on lg.id = md.language_id
  join countries co on co.id = md.country_id`

/** Whether the user bought another version of the line of `c`: they get this one free (decision 018). */
export const ownsEarlierVersion = (userId: number) => sql`exists (select 1 from modules v
  join module_purchases p on p.module_id = v.id
  where v.origin_module_id = c.origin_module_id and v.id <> c.id and p.user_id = ${userId})`

/**
 * Classes running (or having run) the line of `c`: distinct classes with an activation of its original
 * or any copy, whoever activated it (issue 38). A count only; by the origin and activation indexes.
 */
const classesRunning = sql`(select count(distinct am.group_id)::int from active_modules am
  where am.module_id = c.origin_module_id
    or am.module_id in (select v.id from modules v where v.origin_module_id = c.origin_module_id))`

/** The store card of `c`, for the caller `userId`; counts and purchases by their indexes. */
const cardJson = (userId: number) => sql`json_build_object(
  'id', c.id, 'name', c.name, 'description', md.description, 'cover_file_id', c.cover_file_id,
  'crystals', md.crystals, 'admin_id', c.owner_id,
  'your_price', case when ${ownsEarlierVersion(userId)} then 0 else md.crystals end,
  'author', json_build_object('firstname', author.firstname, 'lastname', author.lastname),
  'lernraster_subject', ${lookup('ls')}, 'schoollevel', ${lookup('sl')}, 'schooltype', ${lookup('st')},
  'language', ${lookup('lg')}, 'country', ${lookup('co')},
  'tags', coalesce((select json_agg(json_build_object('id', tg.id, 'title', tg.title) order by tg.title)
    from module_meta_data_tags mt join tags tg on tg.id = mt.tag_id where mt.meta_data_id = md.id), '[]'::json),
  'rows', c.rows, 'columns', c.columns,
  'topics_count', (select count(*) from topics t join blocks b on b.id = t.block_id where b.module_id = c.id),
  'questions_count', (select count(*) from questions q join topics t on t.id = q.topic_id
    join blocks b on b.id = t.block_id where b.module_id = c.id),
  'buyers_count', (select count(distinct p.user_id) from modules v join module_purchases p on p.module_id = v.id
    where v.origin_module_id = c.origin_module_id),
  'classes_count', ${classesRunning},
  'published_at', ${isoTimestamp('md.published_at')},
  'purchased', exists (select 1 from module_purchases p where p.module_id = c.id and p.user_id = ${userId}),
  'owns_earlier_version', ${ownsEarlierVersion(userId)},
  'is_own', c.owner_id = ${userId})`

/** The orders of the matches' narrow rows (`found`: id, crystals, published_at). */
const orderBy: Record<StoreSort, SQL> = {
  newest: sql`published_at desc, id desc`,
  price_asc: sql`crystals asc, published_at desc, id desc`,
  price_desc: sql`crystals desc, published_at desc, id desc`,
}

export interface StoreFilters {
  words: string[]
  lernraster_subject_id?: number
  schoollevel_id?: number
  schooltype_id?: number
  language_id?: number
  country_id?: number
  tag_ids?: number[]
  /** At most this price (0: the free ones). */
  max_crystals?: number
  sort: StoreSort
  page: number
}

function conditions(filters: StoreFilters): SQL {
  const parts: SQL[] = [
    listedInStore('c', 'md'),
    matchesEveryWord(sql`(c.name || ' ' || md.description)`, filters.words),
  ]
  const equal = (column: string, value: number | undefined) => {
    if (value !== undefined) parts.push(sql`${sql.raw(column)} = ${value}`)
  }
  equal('md.lernraster_subject_id', filters.lernraster_subject_id)
  equal('md.schoollevel_id', filters.schoollevel_id)
  equal('md.schooltype_id', filters.schooltype_id)
  equal('md.language_id', filters.language_id)
  equal('md.country_id', filters.country_id)
  if (filters.max_crystals !== undefined) parts.push(sql`md.crystals <= ${filters.max_crystals}`)
  const tagIds = filters.tag_ids ?? []
  if (tagIds.length > 0) {
    parts.push(sql`(select count(*) from module_meta_data_tags mt
      where mt.meta_data_id = md.id and mt.tag_id = any(${intArray(tagIds)})) = ${tagIds.length}`)
  }
  return sql.join(parts, sql` and `)
}

/**
 * One page of the store and the number of matches, in one statement: the listed copies by the partial
 * index, filtered into narrow rows (id, price, date), counted and sorted; only the page's ten get their
 * cards built.
 */
export async function searchStore(
  db: Db,
  userId: number,
  filters: StoreFilters,
): Promise<{ total: number; items: StoreCardRow[] }> {
  const offset = (filters.page - 1) * storeLimits.perPage
  const result = await db.execute(sql`
    with found as (
      select c.id, md.crystals, md.published_at from modules c join module_meta_data md on md.module_id = c.id
      where ${conditions(filters)}
    ), page as (
      select id, row_number() over (order by ${orderBy[filters.sort]}) as position
      from (select * from found order by ${orderBy[filters.sort]} limit ${storeLimits.perPage} offset ${offset}) shown
    )
    select
      (select count(*)::int from found) as total,
      coalesce((
        select json_agg(${cardJson(userId)} order by page.position)
        from page join ${cardSource} on c.id = page.id
      ), '[]'::json) as items`)
  return resultRows<{ total: number; items: StoreCardRow[] }>(result)[0]!
}

/**
 * The card of the copy the store lists for the line of `moduleId` (the original, an earlier or the
 * current copy), with its grid by titles only. A line whose copy was taken off the store (decision 054)
 * shows that copy, not `available`, so buyers' links still land on its page; undefined when the line
 * has neither.
 */
export async function readStoreModule(
  db: Db,
  userId: number,
  moduleId: number,
): Promise<(StoreCardRow & { blocks: unknown[]; available: boolean }) | undefined> {
  const result = await db.execute(sql`
    with line as (select coalesce(origin_module_id, id) as origin from modules where id = ${moduleId})
    select ${cardJson(userId)} as card, ${listedInStore('c', 'md')} as available,
      coalesce((
        select json_agg(json_build_object(
          'id', b.id, 'name', b.name, 'order', b."order",
          'topics', coalesce((
            select json_agg(json_build_object(
              'id', t.id, 'title', t.title, 'order', t."order", 'topic_type_id', t.topic_type_id,
              'questions', coalesce((
                select json_agg(json_build_object('id', q.id, 'title', q.title) order by q."order", q.id)
                from questions q where q.topic_id = t.id), '[]'::json)
            ) order by t."order")
            from topics t where t.block_id = b.id), '[]'::json)
        ) order by b."order")
        from blocks b where b.module_id = c.id
      ), '[]'::json) as blocks
    from ${cardSource} join line on c.origin_module_id = line.origin
    where ${listedInStore('c', 'md')} or ${takenOff('md')}
    order by ${listedInStore('c', 'md')} desc, md.removed_at desc
    limit 1`)
  const row = resultRows<{ card: StoreCardRow; blocks: unknown[]; available: boolean }>(result)[0]
  return row && { ...row.card, blocks: row.blocks, available: row.available }
}
