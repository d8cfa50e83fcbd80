import { EventType, ModuleStatus, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'

/** What issue 12 asks the overview to be measured with. */
export const overviewSize = {
  modules: 40,
  classes: 10,
  studentsPerClass: 25,
  /** Each class runs this many of the modules: 30 activations. */
  activationsPerClass: 3,
  /** A 6 x 6 grid with 4 questions per topic: 144 questions. */
  rows: 6,
  columns: 6,
  questionsPerTopic: 4,
  /** Share of (student, question) pairs rated: 30 x 25 x 144 x 0.93 = about 100,000 ratings. */
  ratedPercent: 93,
  sharedModules: 5,
  changesPerSharedModule: 400,
  feedbackItems: 500,
} as const

/**
 * One teacher's overview at the size of issue 12, written with set-based SQL (generate_series) so
 * that 100,000 ratings take seconds. A colleague shares five modules with the teacher and changes
 * them; students leave feedback. Deterministic: which pairs are rated follows from their ids.
 */
export async function seedOverview(db: Db, teacherId: number, colleagueId: number, now: Date) {
  const size = overviewSize
  const at = now.toISOString()
  await db.execute(sql`
    insert into modules (owner_id, name, description, rows, columns, status_id, created_at, updated_at)
    select owner, 'Modul ' || n, 'Ein Kompetenzraster', ${size.rows}::int, ${size.columns}::int, ${ModuleStatus.draft}::int,
      ${at}::timestamptz - n * interval '1 hour', ${at}::timestamptz - n * interval '1 hour'
    from generate_series(1, ${size.modules + size.sharedModules}) n,
      lateral (select case when n <= ${size.modules}::int then ${teacherId}::int else ${colleagueId}::int end as owner) o`)
  await db.execute(sql`
    insert into blocks (module_id, name, "order")
    select m.id, 'Block ' || c, c from modules m, generate_series(1, ${size.columns}::int) c
    where m.owner_id in (${teacherId}::int, ${colleagueId}::int)`)
  await db.execute(sql`
    insert into topics (block_id, title, "order")
    select b.id, 'Thema ' || b."order" || '.' || r, r from blocks b join modules m on m.id = b.module_id,
      generate_series(1, ${size.rows}::int) r where m.owner_id in (${teacherId}::int, ${colleagueId}::int)`)
  await db.execute(sql`
    insert into questions (topic_id, title, "order", created_at)
    select t.id, 'Ich kann Aufgabe ' || q || ' lösen', q, ${at}::timestamptz from topics t
      join blocks b on b.id = t.block_id join modules m on m.id = b.module_id,
      generate_series(1, ${size.questionsPerTopic}) q where m.owner_id in (${teacherId}::int, ${colleagueId}::int)`)
  await db.execute(sql`
    insert into module_shares (module_id, user_id, created_at)
    select id, ${teacherId}::int, ${at}::timestamptz - interval '30 days' from modules where owner_id = ${colleagueId}::int`)
  await db.execute(sql`
    insert into module_changes (module_id, subject, name, kind, user_id, created_at)
    select m.id, (array['module','block','topic','question'])[1 + n % 4], 'Teil ' || n,
      (array['new','updated','deleted'])[1 + n % 3], ${colleagueId}::int, ${at}::timestamptz - n * interval '1 minute'
    from modules m, generate_series(1, ${size.changesPerSharedModule}) n where m.owner_id = ${colleagueId}::int`)

  await db.execute(sql`
    insert into subjects (teacher_id, title, token, created_at, updated_at)
    values (${teacherId}::int, 'Mathematik', 'MA', ${at}::timestamptz, ${at}::timestamptz)`)
  await db.execute(sql`
    insert into groups (teacher_id, name, token, created_at, updated_at)
    select ${teacherId}::int, 'Klasse ' || c, 'BENCH' || c, ${at}::timestamptz, ${at}::timestamptz from generate_series(1, ${size.classes}) c`)
  await db.execute(sql`
    insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, goal,
      created_at, updated_at)
    select 'Lea' || n, 'Muster' || n, 'bench-student-' || n || '@schule.example', 'not-a-password-hash',
      ${Role.student}::int, true, true, 4 + (n % 3) * 0.5, ${at}::timestamptz, ${at}::timestamptz
    from generate_series(1, ${size.classes * size.studentsPerClass}) n`)
  await db.execute(sql`
    insert into group_users (group_id, user_id, active, joined_at)
    select g.id, u.id, true, ${at}::timestamptz - interval '60 days'
    from (select id, row_number() over (order by id) - 1 as i from groups where teacher_id = ${teacherId}::int and not is_own_practice) g
    join (select id, row_number() over (order by id) - 1 as i from users where email like 'bench-student-%') u
      on u.i / ${size.studentsPerClass} = g.i`)
  // Class c runs modules 3c-2 .. 3c: every activation its own module and class pair.
  await db.execute(sql`
    with pairs as (
      select g.id as group_id, m.id as module_id, row_number() over (order by g.id, m.id) as n
      from (select id, row_number() over (order by id) - 1 as i from groups where teacher_id = ${teacherId}::int and not is_own_practice) g
      join (select id, row_number() over (order by id) - 1 as i from modules where owner_id = ${teacherId}::int) m
        on m.i / ${size.activationsPerClass} = g.i
    ), new_events as (
      insert into events (event_type_id, teacher_id, group_id, subject_id, starts_at, due_at, created_at)
      select ${EventType.module}::int, ${teacherId}::int, p.group_id, s.id, ${at}::timestamptz - interval '30 days',
        ${at}::timestamptz - interval '30 days', ${at}::timestamptz - p.n * interval '1 second'
      from pairs p, subjects s where s.teacher_id = ${teacherId}::int
      returning id, group_id, created_at
    )
    insert into active_modules (module_id, event_id, group_id, teacher_id, status_id, created_at, updated_at)
    select p.module_id, e.id, e.group_id, ${teacherId}::int,
      case when p.n % 10 = 0 then ${ModuleStatus.finished}::int else ${ModuleStatus.active}::int end, e.created_at, e.created_at
    from new_events e join pairs p on p.group_id = e.group_id
      and e.created_at = ${at}::timestamptz - p.n * interval '1 second'`)
  await db.execute(sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, created_at, updated_at, rated_at)
    select a.event_id, gu.user_id, q.id, (1 + (gu.user_id + q.id) % 11) * 0.5, 4,
      ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute',
      ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute',
      ${at}::timestamptz - ((gu.user_id * 7 + q.id) % 40000) * interval '1 minute'
    from active_modules a
    join group_users gu on gu.group_id = a.group_id
    join blocks b on b.module_id = a.module_id
    join topics t on t.block_id = b.id
    join questions q on q.topic_id = t.id
    where a.teacher_id = ${teacherId}::int and (gu.user_id * 31 + q.id * 17) % 100 < ${size.ratedPercent}`)
  await db.execute(sql`
    insert into student_feedbacks (user_id, question_id, event_id, feedback_type_id, content, solved,
      created_at, updated_at)
    select ev.user_id, ev.question_id, ev.event_id, 1 + ev.id % 5, 'Ich verstehe diese Aufgabe nicht ganz.',
      ev.id % 3 = 0, ev.updated_at, ev.updated_at
    from evaluations ev order by ev.id limit ${size.feedbackItems}`)
  // Statistics as autovacuum would gather them on a running server; without them the planner guesses.
  await db.execute(sql`analyze`)
}
