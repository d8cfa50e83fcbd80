import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'

/**
 * A store of `count` listed modules in a handful of set-based statements (issue 14's benchmark): each
 * an original and its confirmed copy with metadata (the four countries with their own levels and types,
 * the price list, five languages, up to two tags), a 2 x 2 grid with 2 questions per topic, and a
 * purchase for every seventeenth. Every tenth line also has an older, superseded version and every
 * thirteenth a copy awaiting review, which the store must leave out. Call it again to grow the store.
 */
export async function seedStore(
  db: Db,
  input: { authorId: number; buyerIds: number[]; count: number; now: Date },
) {
  const at = input.now.toISOString()
  const words = sql`(array['Bruchrechnen', 'Prozente', 'Satzglieder', 'Wetter', 'Klima', 'Geometrie', 'Vokabeln', 'Zeitformen'])`
  const originals = await db.execute(sql`
    insert into modules (owner_id, name, description, status_id, rows, columns, created_at, updated_at)
    select ${input.authorId}, ${words}[1 + g % 8] || ' ' || g, '', 1, 2, 2, ${at}::timestamptz, ${at}::timestamptz
    from generate_series(1, ${input.count}) g
    returning id`)
  const ids = resultRows<{ id: number }>(originals).map((row) => row.id)
  const first = Math.min(...ids)
  const last = Math.max(...ids)
  // Copies: the listed one for every original, plus older (superseded) and awaiting ones.
  await db.execute(sql`
    insert into modules (owner_id, name, description, status_id, rows, columns, origin_module_id, created_at, updated_at)
    select o.owner_id, o.name, '', kind.status, 2, 2, o.id, ${at}::timestamptz, ${at}::timestamptz
    from modules o
    cross join (values (3, 'listed'), (3, 'older'), (5, 'awaiting')) as kind(status, name)
    where o.id between ${first} and ${last}
      and (kind.name = 'listed' or (kind.name = 'older' and o.id % 10 = 0) or (kind.name = 'awaiting' and o.id % 13 = 0))`)
  // Metadata: the country decides the level and type (its own lists, migration 0009).
  await db.execute(sql`
    insert into module_meta_data (module_id, description, crystals, lernraster_subject_id, schoollevel_id,
      schooltype_id, language_id, country_id, submitted_at, reviewed_at, published_at, superseded_at, updated_at)
    select c.id,
      'Ein Raster zu ' || c.name || ' mit Lösungen für die Klasse ' || (c.id % 9 + 1),
      (array[0, 10, 25, 50, 100])[1 + c.id % 5],
      1 + c.id % 20,
      (array[1, 6, 9, 12])[1 + o.id % 4] + c.id % 3,
      (array[1, 8, 16, 22])[1 + o.id % 4] + c.id % 4,
      1 + c.id % 5,
      1 + o.id % 4,
      ${at}::timestamptz - (c.id || ' minutes')::interval,
      ${at}::timestamptz,
      case when c.status_id = 3 then ${at}::timestamptz - (c.id || ' minutes')::interval end,
      case when c.status_id = 3 and c.id <> (select max(v.id) from modules v where v.origin_module_id = o.id and v.status_id = 3)
        then ${at}::timestamptz end,
      ${at}::timestamptz
    from modules c join modules o on o.id = c.origin_module_id
    where o.id between ${first} and ${last}`)
  await db.execute(sql`
    insert into module_meta_data_tags (meta_data_id, tag_id)
    select md.id, tag from module_meta_data md join modules c on c.id = md.module_id,
      lateral (select distinct unnest(array[1 + md.id % 12, 1 + (md.id / 3) % 12]) as tag) tags
    where c.origin_module_id between ${first} and ${last}`)
  // A 2 x 2 grid with 2 questions per topic in every copy.
  await db.execute(sql`
    insert into blocks (module_id, name, description, "order")
    select c.id, 'Block ' || b, '', b from modules c, generate_series(1, 2) b
    where c.origin_module_id between ${first} and ${last}`)
  await db.execute(sql`
    insert into topics (block_id, title, description, "order", topic_type_id)
    select b.id, 'Thema ' || b."order" || '.' || r, '', r, 1 from blocks b join modules c on c.id = b.module_id,
      generate_series(1, 2) r
    where c.origin_module_id between ${first} and ${last}`)
  await db.execute(sql`
    insert into questions (topic_id, title, description, "order", created_at)
    select t.id, 'Ich kann Aufgabe ' || q || ' lösen.', '', q, ${at}::timestamptz
    from topics t join blocks b on b.id = t.block_id join modules c on c.id = b.module_id, generate_series(1, 2) q
    where c.origin_module_id between ${first} and ${last}`)
  await db.execute(sql`
    insert into module_purchases (module_id, user_id, crystals, created_at)
    select c.id, buyer, 10, ${at}::timestamptz
    from modules c, unnest(${`{${input.buyerIds.join(',')}}`}::int[]) buyer
    where c.origin_module_id between ${first} and ${last} and c.status_id = 3 and c.id % 17 = buyer % 17`)
  await db.execute(sql`analyze`)
  return { firstOriginal: first }
}
