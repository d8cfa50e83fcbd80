import { ModuleStatus, type PublicationItem, schoolTimeZone } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { matchesEveryWord } from '../../lib/word-search'
import { listedInStore } from '../core/store-listing'
import { metaDataJson } from './meta-data.repo'

export type PublicationItemRow = Omit<PublicationItem, 'status'>

/** Whether an earlier copy of `c`'s line was published: `c` is a new version (decision 018). */
const isNewVersion = sql`exists (select 1 from modules v join module_meta_data vm on vm.module_id = v.id
    where v.origin_module_id = c.origin_module_id and v.id <> c.id and vm.published_at is not null)`

/** The review facts of copy `c` with metadata `md` and author `author`. */
const itemJson = sql`json_build_object(
  'module_id', c.id, 'name', c.name, 'status_id', c.status_id,
  'author', json_build_object('id', author.id, 'firstname', author.firstname, 'lastname', author.lastname,
    'email', author.email),
  'submitted_at', ${isoTimestamp('md.submitted_at')}, 'reviewed_at', ${isoTimestamp('md.reviewed_at')},
  'decline_reason', md.decline_reason,
  'is_new_version', ${isNewVersion},
  'crystals', md.crystals, 'rows', c.rows, 'columns', c.columns,
  'topics_count', (select count(*) from topics t join blocks b on b.id = t.block_id where b.module_id = c.id),
  'questions_count', (select count(*) from questions q join topics t on t.id = q.topic_id
    join blocks b on b.id = t.block_id where b.module_id = c.id))`

const source = sql`modules c join module_meta_data md on md.module_id = c.id join users author on author.id = c.owner_id`

export type QueueStatus = 'awaiting' | 'declined' | 'published'
const statusOf: Record<QueueStatus, number> = {
  awaiting: ModuleStatus.awaitingConfirmation,
  declined: ModuleStatus.confirmationDeclined,
  published: ModuleStatus.published,
}

/** The review lists' filters (issue 38); words match the author's first name, last name or e-mail. */
export interface ReviewFilters {
  author?: string
  lernraster_subject_id?: number
  country_id?: number
  /** Calendar days in the school's time zone, both inclusive. */
  submitted_from?: string
  submitted_to?: string
}

/** The filters as conditions on `c`, `md` and `author`; true when none is set. */
function filterConditions(filters: ReviewFilters): SQL {
  const authorText = sql`(author.firstname || ' ' || author.lastname || ' ' || coalesce(author.email, ''))`
  const parts: SQL[] = [matchesEveryWord(authorText, filters.author)]
  if (filters.lernraster_subject_id !== undefined)
    parts.push(sql`md.lernraster_subject_id = ${filters.lernraster_subject_id}`)
  if (filters.country_id !== undefined) parts.push(sql`md.country_id = ${filters.country_id}`)
  // A day is read where the schools are: 28 November means from its midnight in Zürich to the next.
  if (filters.submitted_from !== undefined)
    parts.push(
      sql`md.submitted_at >= (${filters.submitted_from}::date::timestamp at time zone ${schoolTimeZone})`,
    )
  if (filters.submitted_to !== undefined)
    parts.push(
      sql`md.submitted_at < ((${filters.submitted_to}::date + 1)::timestamp at time zone ${schoolTimeZone})`,
    )
  return sql.join(parts, sql` and `)
}

/**
 * The review queue: awaiting ones oldest first (first come, first reviewed); declined and published
 * ones newest review first, at most 200 (the history is for looking something up, not for paging).
 * The filters narrow it in the same statement.
 */
export async function listPublications(
  db: Db,
  status: QueueStatus,
  filters: ReviewFilters = {},
): Promise<PublicationItemRow[]> {
  const order =
    status === 'awaiting' ? sql`md.submitted_at asc, c.id asc` : sql`md.reviewed_at desc, c.id desc`
  const current = status === 'published' ? sql`and ${listedInStore('c', 'md')}` : sql``
  const result = await db.execute(sql`
    select ${itemJson} as item from ${source}
    where c.status_id = ${statusOf[status]} ${current} and ${filterConditions(filters)}
    order by ${order} limit 200`)
  return resultRows<{ item: PublicationItemRow }>(result).map((row) => row.item)
}

/** How many publications wait for review (the account menu's badge, issue 38). */
export async function countAwaiting(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from modules c join module_meta_data md on md.module_id = c.id
    where c.status_id = ${ModuleStatus.awaitingConfirmation}`)
  return resultRows<{ count: number }>(result)[0]?.count ?? 0
}

export interface PublicationRow {
  item: PublicationItemRow
  meta: Record<string, unknown> & { tags: { id: number; title: string }[] }
  lookups: Record<
    'lernraster_subject' | 'schoollevel' | 'schooltype' | 'language' | 'country',
    { id: number; title: string }
  >
}

/** One copy under review with its metadata and the lookups' titles; undefined for other modules. */
export async function readPublication(db: Db, moduleId: number): Promise<PublicationRow | undefined> {
  const result = await db.execute(sql`
    select ${itemJson} as item, ${metaDataJson} as meta,
      json_build_object(
        'lernraster_subject', (select json_build_object('id', id, 'title', title) from lernraster_subjects where id = md.lernraster_subject_id),
        'schoollevel', (select json_build_object('id', id, 'title', title) from school_levels where id = md.schoollevel_id),
        'schooltype', (select json_build_object('id', id, 'title', title) from school_types where id = md.schooltype_id),
        'language', (select json_build_object('id', id, 'title', title) from languages where id = md.language_id),
        'country', (select json_build_object('id', id, 'title', title) from countries where id = md.country_id)
      ) as lookups
    from ${source} where c.id = ${moduleId}`)
  return resultRows<PublicationRow>(result)[0]
}

export interface ReviewTarget {
  id: number
  name: string
  status_id: number
  origin_module_id: number
  /** An earlier version of the line was published: the confirmation mail says so (issue 38). */
  is_new_version: boolean
  author: { email: string; firstname: string }
}

/** The copy and its metadata, locked for the review's decision; undefined when it is no store copy. */
export async function lockReviewTarget(tx: Db, moduleId: number): Promise<ReviewTarget | undefined> {
  const result = await tx.execute(sql`
    select c.id, c.name, c.status_id, c.origin_module_id, ${isNewVersion} as is_new_version,
      json_build_object('email', author.email, 'firstname', author.firstname) as author
    from ${source} where c.id = ${moduleId}
    for update of c, md`)
  return resultRows<ReviewTarget>(result)[0]
}

export async function recordReview(
  tx: Db,
  input: { moduleId: number; reviewerId: number | null; statusId: number; reason: string | null; now: Date },
): Promise<void> {
  const at = input.now.toISOString()
  const published = input.statusId === ModuleStatus.published ? sql`${at}::timestamptz` : sql`null`
  await tx.execute(sql`
    with reviewed as (
      update module_meta_data set reviewed_at = ${at}::timestamptz, reviewer_id = ${input.reviewerId},
        decline_reason = ${input.reason}, published_at = ${published}
      where module_id = ${input.moduleId})
    update modules set status_id = ${input.statusId} where id = ${input.moduleId}`)
}

/**
 * A confirmed version takes the place of the line's earlier ones in the store (their buyers keep them);
 * returns the earlier ones nobody bought, which go. The line is locked first, so a purchase of the
 * earlier version in flight finishes before, and the next statements see it (decision 018).
 */
export async function supersedeEarlierVersions(
  tx: Db,
  input: { originId: number; currentId: number; now: Date },
): Promise<number[]> {
  await tx.execute(sql`
    select id from modules where origin_module_id = ${input.originId} and id <> ${input.currentId}
    order by id for update`)
  await tx.execute(sql`
    update module_meta_data md set superseded_at = ${input.now.toISOString()}::timestamptz
    from modules c
    where c.id = md.module_id and c.origin_module_id = ${input.originId} and c.id <> ${input.currentId}
      and md.published_at is not null and md.superseded_at is null`)
  const result = await tx.execute(sql`
    select c.id from modules c join module_meta_data md on md.module_id = c.id
    where c.origin_module_id = ${input.originId} and c.id <> ${input.currentId} and md.superseded_at is not null
      and not exists (select 1 from module_purchases p where p.module_id = c.id)`)
  return resultRows<{ id: number }>(result).map((row) => row.id)
}
