import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'

/** What issue 11 asks GET /modules/byId to be measured with: a 12 x 12 grid, 4 questions per topic. */
export const moduleSize = { rows: 12, columns: 12, questionsPerTopic: 4 } as const
const size = moduleSize

/** A 12 x 12 grid, every cell a topic, every topic 4 questions (a link on the first, a solution on every second). */
export async function seedModule(db: Db, ownerId: number, now: Date): Promise<number> {
  const at = now.toISOString()
  const inserted = await db.execute(sql`
    insert into modules (owner_id, name, description, rows, columns, created_at, updated_at)
    values (${ownerId}, 'Grosses Raster', 'Zwölf mal zwölf', ${size.rows}, ${size.columns}, ${at}, ${at})
    returning id`)
  const moduleId = resultRows<{ id: number }>(inserted)[0]!.id
  await db.execute(sql`
    insert into blocks (module_id, name, description, "order")
    select ${moduleId}, 'Block ' || c, 'Die Kompetenzen des Blocks ' || c, c from generate_series(1, ${size.columns}) c`)
  await db.execute(sql`
    insert into topics (block_id, title, description, "order", topic_type_id)
    select b.id, 'Thema ' || b."order" || '.' || r, 'Worum es in diesem Thema geht', r, 1 + r % 6
    from blocks b cross join generate_series(1, ${size.rows}) r where b.module_id = ${moduleId}`)
  await db.execute(sql`
    insert into questions (topic_id, title, description, "order", link, created_at)
    select t.id, 'Ich kann Aufgabe ' || q || ' von Thema ' || t.id || ' lösen',
      'Eine Beschreibung, wie sie Lehrpersonen schreiben: zwei, drei Sätze zur Aufgabe.', q,
      case when q = 1 then 'https://example.org/thema/' || t.id end, ${at}
    from topics t join blocks b on b.id = t.block_id cross join generate_series(1, ${size.questionsPerTopic}) q
    where b.module_id = ${moduleId}`)
  await db.execute(sql`
    insert into solutions (question_id, content, content_type_id)
    select q.id, 'Die Lösung der Aufgabe ' || q.id, 1
    from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
    where b.module_id = ${moduleId} and q."order" % 2 = 1`)
  // Statistics as autovacuum would gather them on a running server; without them the planner guesses.
  await db.execute(sql`analyze`)
  return moduleId
}
