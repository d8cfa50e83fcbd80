import { EventType, ModuleStatus, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'

/** What issue 13 asks the progress screens to be measured with: a 6 x 6 grid, 4 questions per topic. */
export const progressSize = { rows: 6, columns: 6, questionsPerTopic: 4 } as const

export interface SeededProgress {
  moduleId: number
  /** The activation's event per class size. */
  events: Map<number, number>
  /** A topic in the middle of the grid. */
  topicId: number
  /** A student of each class, by class size. */
  students: Map<number, number>
}

/**
 * One module running in a class of each given size, every student having rated every question
 * (30 students: 4,320 ratings), with the time spent. Set-based SQL, deterministic by the ids.
 */
export async function seedProgress(
  db: Db,
  teacherId: number,
  classSizes: readonly number[],
  now: Date,
): Promise<SeededProgress> {
  const at = now.toISOString()
  const { rows, columns, questionsPerTopic } = progressSize
  const [module] = resultRows<{ id: number }>(
    await db.execute(sql`
      insert into modules (owner_id, name, description, rows, columns, status_id, created_at, updated_at)
      values (${teacherId}, 'Bruchrechnen', 'Ein Kompetenzraster', ${rows}, ${columns}, ${ModuleStatus.draft}, ${at}, ${at})
      returning id`),
  )
  const moduleId = module!.id
  await db.execute(sql`
    insert into blocks (module_id, name, "order") select ${moduleId}, 'Block ' || c, c from generate_series(1, ${columns}) c`)
  await db.execute(sql`
    insert into topics (block_id, title, "order", topic_type_id)
    select b.id, 'Thema ' || b."order" || '.' || r, r, 1 + r % 6 from blocks b, generate_series(1, ${rows}) r
    where b.module_id = ${moduleId}`)
  await db.execute(sql`
    insert into questions (topic_id, title, "order", created_at)
    select t.id, 'Ich kann Aufgabe ' || q || ' lösen', q, ${at}::timestamptz
    from topics t join blocks b on b.id = t.block_id, generate_series(1, ${questionsPerTopic}) q
    where b.module_id = ${moduleId}`)
  await db.execute(sql`
    insert into subjects (teacher_id, title, token, created_at, updated_at)
    values (${teacherId}, 'Mathematik', 'MA', ${at}, ${at})`)

  const events = new Map<number, number>()
  for (const size of classSizes) {
    const [group] = resultRows<{ id: number }>(
      await db.execute(sql`
        insert into groups (teacher_id, name, token, created_at, updated_at)
        values (${teacherId}, ${`Klasse ${size}`}, ${`BENCH${size}`}, ${at}, ${at}) returning id`),
    )
    await db.execute(sql`
      with students as (
        insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, goal,
          created_at, updated_at)
        select 'Lea' || n, 'Muster' || n, 'bench-' || ${size}::int || '-' || n || '@schule.example', 'not-a-password-hash',
          ${Role.student}::int, true, true, 4 + (n % 3) * 0.5, ${at}::timestamptz, ${at}::timestamptz
        from generate_series(1, ${size}::int) n
        returning id
      )
      insert into group_users (group_id, user_id, active, joined_at)
      select ${group!.id}::int, id, true, ${at}::timestamptz - interval '60 days' from students`)
    const [event] = resultRows<{ id: number }>(
      await db.execute(sql`
        with new_event as (
          insert into events (event_type_id, teacher_id, group_id, subject_id, starts_at, due_at, created_at)
          select ${EventType.module}::int, ${teacherId}::int, ${group!.id}::int, s.id, ${at}::timestamptz,
            ${at}::timestamptz, ${at}::timestamptz
          from subjects s where s.teacher_id = ${teacherId}::int
          returning id
        )
        insert into active_modules (module_id, event_id, group_id, teacher_id, status_id, created_at, updated_at)
        select ${moduleId}::int, id, ${group!.id}::int, ${teacherId}::int, ${ModuleStatus.active}::int,
          ${at}::timestamptz, ${at}::timestamptz from new_event
        returning event_id as id`),
    )
    events.set(size, event!.id)
    await db.execute(sql`
      insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, created_at, updated_at,
        rated_at)
      select ${event!.id}::int, gu.user_id, q.id, (2 + (gu.user_id + q.id) % 9) * 0.5, u.goal,
        (gu.user_id * 7 + q.id * 13) % 600,
        ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute',
        ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute',
        ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute'
      from group_users gu join users u on u.id = gu.user_id
      cross join questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
      where gu.group_id = ${group!.id}::int and b.module_id = ${moduleId}::int`)
  }
  // Statistics as autovacuum would gather them on a running server; without them the planner guesses.
  await db.execute(sql`analyze`)
  const [topic] = resultRows<{ id: number }>(
    await db.execute(sql`
      select t.id from topics t join blocks b on b.id = t.block_id
      where b.module_id = ${moduleId} and b."order" = 3 and t."order" = 3`),
  )
  const students = new Map<number, number>()
  for (const [size, eventId] of events) {
    const [student] = resultRows<{ id: number }>(
      await db.execute(sql`
        select gu.user_id as id from group_users gu join active_modules a on a.group_id = gu.group_id
        where a.event_id = ${eventId} order by gu.user_id limit 1`),
    )
    students.set(size, student!.id)
  }
  return { moduleId, events, topicId: topic!.id, students }
}
