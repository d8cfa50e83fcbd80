import { EventType, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'

/** Topics per block and blocks per module at most (the grid's check constraints). */
const gridSide = 12

/** What the benchmark puts into the database for one teacher. */
export interface SchoolYearSize {
  classes: number
  studentsPerClass: number
  subjects: number
  /** A year: one homework a week. */
  homeworksPerSubject: number
  examsPerSubject: number
  questionsPerTopic: number
}

/**
 * A school year for one teacher, written with set-based SQL (generate_series) so that a million
 * ratings take seconds, not minutes. Every student rates every question of every homework
 * (the worst case for the statistics), and writes every exam.
 */
export async function seedSchoolYear(db: Db, teacherId: number, size: SchoolYearSize, now: Date) {
  const at = now.toISOString()
  const topicsPerSubject = size.homeworksPerSubject + size.examsPerSubject
  await db.execute(sql`
    insert into subjects (teacher_id, title, token, created_at, updated_at)
    select ${teacherId}, 'Fach ' || s, 'F' || s, ${at}, ${at} from generate_series(1, ${size.subjects}) s`)
  // A block holds at most 12 topics (the grid's limit, migration 0005): a subject's year fills as many
  // blocks as it needs, and topic n of the year is topic ((n - 1) % 12) + 1 of block ceil(n / 12).
  const blocksPerSubject = Math.ceil(topicsPerSubject / gridSide)
  await db.execute(sql`
    insert into modules (owner_id, name, subject_id, rows, columns, created_at, updated_at)
    select ${teacherId}, 'Jahresplan ' || s.title, s.id, ${gridSide}, ${blocksPerSubject}, ${at}, ${at}
    from subjects s where s.teacher_id = ${teacherId}`)
  await db.execute(sql`
    insert into blocks (module_id, name, "order")
    select m.id, 'Jahr ' || k, k from modules m, generate_series(1, ${blocksPerSubject}) k
    where m.owner_id = ${teacherId}`)
  await db.execute(sql`
    insert into topics (block_id, title, "order")
    select b.id, 'Thema ' || ((b."order" - 1) * ${gridSide} + n), n from blocks b join modules m on m.id = b.module_id,
      generate_series(1, ${gridSide}) n
    where m.owner_id = ${teacherId} and (b."order" - 1) * ${gridSide} + n <= ${topicsPerSubject}`)
  await db.execute(sql`
    insert into questions (topic_id, title, "order", created_at)
    select t.id, 'Frage ' || q, q, ${at} from topics t
      join blocks b on b.id = t.block_id join modules m on m.id = b.module_id,
      generate_series(1, ${size.questionsPerTopic}) q where m.owner_id = ${teacherId}`)
  await db.execute(sql`
    insert into groups (teacher_id, name, token, created_at, updated_at)
    select ${teacherId}, 'Klasse ' || c, 'B' || ${teacherId} || 'X' || c, ${at}, ${at} from generate_series(1, ${size.classes}) c`)
  await db.execute(sql`
    insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, created_at, updated_at)
    select 'Vorname' || g.id || '-' || n, 'Nachname' || n, 'bench-' || g.id || '-' || n || '@lernende.example',
      'not-a-password-hash', ${Role.student}, true, true, ${at}, ${at}
    from groups g, generate_series(1, ${size.studentsPerClass}) n where g.teacher_id = ${teacherId}`)
  await db.execute(sql`
    insert into group_users (group_id, user_id, active, joined_at)
    select g.id, u.id, true, ${at}::timestamptz - interval '400 days' from groups g
      join users u on u.email like 'bench-' || g.id || '-%' where g.teacher_id = ${teacherId}`)
  // Topic n of each subject: homework for n <= homeworksPerSubject, else an exam; one a week back from now.
  await db.execute(sql`
    insert into events (event_type_id, teacher_id, group_id, subject_id, topic_id, starts_at, due_at, created_at)
    select case when y.n <= ${size.homeworksPerSubject} then ${EventType.homework}::smallint else ${EventType.exam}::smallint end,
      ${teacherId}, g.id, y.subject_id, y.topic_id,
      ${at}::timestamptz - (y.n * 7 + 7) * interval '1 day', ${at}::timestamptz - y.n * 7 * interval '1 day', ${at}
    from groups g, (
      select t.id as topic_id, m.subject_id, (b."order" - 1) * ${gridSide} + t."order" as n
      from topics t join blocks b on b.id = t.block_id join modules m on m.id = b.module_id
      where m.owner_id = ${teacherId}
    ) y
    where g.teacher_id = ${teacherId}`)
  await db.execute(sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, created_at, updated_at, rated_at)
    select e.id, gu.user_id, q.id, ((gu.user_id + q.id + e.id) % 11) / 2.0 + 1, 4, ${at}, ${at}, ${at}
    from events e join group_users gu on gu.group_id = e.group_id join questions q on q.topic_id = e.topic_id
    where e.teacher_id = ${teacherId} and e.event_type_id = ${EventType.homework}`)
  await db.execute(sql`
    insert into exam_results (event_id, user_id, before, after, grade, created_at, updated_at)
    select e.id, gu.user_id, 4, 4.5, ((gu.user_id + e.id) % 9) / 2.0 + 2, ${at}, ${at}
    from events e join group_users gu on gu.group_id = e.group_id
    where e.teacher_id = ${teacherId} and e.event_type_id = ${EventType.exam}`)
  await db.execute(sql`analyze`)
}
