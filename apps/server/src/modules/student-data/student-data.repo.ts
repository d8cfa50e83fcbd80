import { type AccountWithoutClass, Role, type StudentDataExport } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { currentAndArchived } from '../core/archive-tables'

/** A time as the export writes it: ISO 8601 in UTC with milliseconds. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const fullName = (alias: string) => sql.raw(`${alias}.firstname || ' ' || ${alias}.lastname`)

/** A list of the student's rows as a JSON array, `[]` when there are none. */
const list = (object: SQL, order: SQL, from: SQL) =>
  sql`coalesce((select json_agg(${object} order by ${order}) ${from}), '[]'::json)`

// Every row of an event names its class and subject; those of a grid also the module and topic, and
// those of a question the question: the export reads without our database (decision 045).
const eventJoins = sql.raw(
  'join events ev on ev.id = x.event_id join groups g on g.id = ev.group_id join subjects s on s.id = ev.subject_id',
)
const whereFields = sql.raw(`'class_name', g.name, 'subject', s.title`)
const topicJoins = sql.raw(
  'join topics tp on tp.id = x.topic_id join blocks b on b.id = tp.block_id join modules m on m.id = b.module_id',
)
const questionJoins = sql.raw(
  'join questions q on q.id = x.question_id join topics tp on tp.id = q.topic_id join blocks b on b.id = tp.block_id join modules m on m.id = b.module_id',
)
const moduleFields = sql.raw(`'module', m.name, 'topic', tp.title`)
const questionFields = sql.raw(`'module', m.name, 'topic', tp.title, 'question', q.title`)

/** Only an account that teacher made from a list of names (decision 038), when a teacher asks. */
const madeByCondition = (teacherId: number | undefined) =>
  teacherId === undefined ? sql`true` : sql`u.created_by = ${teacherId}`

/**
 * All of a student's data in one statement, so that it is one consistent moment however many rows
 * there are (decision 020: the database writes the JSON). Teacher ratings only where released when
 * `releasedRatingsOnly` (the student's own download: unreleased ones are the teacher's work in
 * progress, docs/product/progress.md "Teacher ratings"). Rows of classes archived in earlier years
 * are the student's data too (decision 051). Undefined when the account is not a student's, or not
 * one `createdBy` made.
 */
export async function readStudentData(
  db: Db,
  input: { userId: number; createdBy?: number; releasedRatingsOnly: boolean; now: Date },
): Promise<Omit<StudentDataExport, 'format' | 'exported_at'> | undefined> {
  const id = input.userId
  const madeBy = madeByCondition(input.createdBy)
  const released = input.releasedRatingsOnly
    ? sql`exists (select 1 from active_modules am where am.event_id = x.event_id and am.teacher_ratings_released)`
    : sql`true`
  const result = await db.execute(sql`
    select json_build_object(
      'account', json_build_object(
        'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email, 'username', u.username,
        'created_at', ${iso(sql`u.created_at`)},
        'created_by', (select ${fullName('c')} from users c where c.id = u.created_by),
        'general_goal', u.goal::float8),
      'classes', ${list(
        sql`json_build_object('class_name', g.name, 'teacher', ${fullName('t')}, 'active', x.active, 'joined_at', ${iso(sql`x.joined_at`)})`,
        sql`g.name, g.id`,
        sql`from group_users x join groups g on g.id = x.group_id join users t on t.id = g.teacher_id where x.user_id = ${id}`,
      )},
      'invitations', ${list(
        sql`json_build_object('class_name', g.name, 'teacher', ${fullName('t')}, 'invited_at', ${iso(sql`x.created_at`)}, 'expires_at', ${iso(sql`x.expires_at`)})`,
        sql`x.created_at, g.id`,
        sql`from class_invitations x join groups g on g.id = x.group_id join users t on t.id = x.invited_by
            where x.user_id = ${id} and x.expires_at > ${input.now}`,
      )},
      'goals', ${list(
        sql`json_build_object('subject', s.title, 'goal', x.goal::float8, 'updated_at', ${iso(sql`x.updated_at`)})`,
        sql`s.title, s.id`,
        sql`from student_goals x join subjects s on s.id = x.subject_id where x.user_id = ${id}`,
      )},
      'self_ratings', ${list(
        sql`json_build_object(${whereFields}, ${questionFields}, 'grade', x.grade::float8, 'goal', x.goal::float8,
            'seconds_spent', x.seconds_spent, 'rated_at', ${iso(sql`x.rated_at`)})`,
        sql`x.rated_at, x.id`,
        sql`from ${currentAndArchived('evaluations')} x ${eventJoins} ${questionJoins} where x.user_id = ${id}`,
      )},
      'teacher_ratings', ${list(
        sql`json_build_object(${whereFields}, ${questionFields}, 'grade', x.grade::float8, 'rated_at', ${iso(sql`x.updated_at`)})`,
        sql`x.updated_at, x.id`,
        sql`from ${currentAndArchived('teacher_ratings')} x ${eventJoins} ${questionJoins} where x.user_id = ${id} and ${released}`,
      )},
      'exams', ${list(
        sql`json_build_object(${whereFields}, 'topic', tp.title, 'due_at', ${iso(sql`ev.due_at`)},
            'self_assessment_before', x.before::float8, 'self_assessment_after', x.after::float8,
            'grade', x.grade::float8)`,
        sql`ev.due_at, x.id`,
        sql`from ${currentAndArchived('exam_results')} x ${eventJoins} left join topics tp on tp.id = ev.topic_id where x.user_id = ${id}`,
      )},
      'feedbacks', ${list(
        sql`json_build_object(${whereFields}, ${questionFields}, 'kind', ft.title, 'content', x.content,
            'solved', x.solved, 'created_at', ${iso(sql`x.created_at`)})`,
        sql`x.created_at, x.id`,
        sql`from ${currentAndArchived('student_feedbacks')} x ${eventJoins} ${questionJoins}
            join feedback_types ft on ft.id = x.feedback_type_id where x.user_id = ${id}`,
      )},
      'help_requests', ${list(
        sql`json_build_object(${whereFields}, ${moduleFields}, 'text', x.text,
            'created_at', ${iso(sql`x.created_at`)}, 'handled_at', ${iso(sql`x.handled_at`)})`,
        sql`x.created_at, x.id`,
        sql`from ${currentAndArchived('help_requests')} x ${eventJoins} ${topicJoins} where x.user_id = ${id}`,
      )},
      'next_steps', ${list(
        sql`json_build_object(${whereFields}, ${moduleFields}, 'pinned_at', ${iso(sql`x.created_at`)})`,
        sql`x.created_at, x.event_id`,
        sql`from next_step_pins x ${eventJoins} ${topicJoins} where x.user_id = ${id}`,
      )},
      'check_attempts', ${list(
        sql`json_build_object(${whereFields}, ${moduleFields}, 'number', x.number,
            'started_at', ${iso(sql`x.started_at`)}, 'submitted_at', ${iso(sql`x.submitted_at`)},
            'right', x.right_count, 'total', x.item_count, 'passed', x.passed, 'answers', x.answers)`,
        sql`x.submitted_at, x.id`,
        sql`from ${currentAndArchived('check_attempts')} x ${eventJoins} join topic_checks tc on tc.id = x.check_id
            join topics tp on tp.id = tc.topic_id join blocks b on b.id = tp.block_id join modules m on m.id = b.module_id
            where x.user_id = ${id} and x.submitted_at is not null`,
      )},
      'check_decisions', ${list(
        sql`json_build_object(${whereFields}, ${moduleFields}, 'attested', x.attested, 'note', x.note,
            'decided_at', ${iso(sql`x.decided_at`)})`,
        sql`x.decided_at, x.id`,
        sql`from ${currentAndArchived('check_overrides')} x ${eventJoins} join topic_checks tc on tc.id = x.check_id
            join topics tp on tp.id = tc.topic_id join blocks b on b.id = tp.block_id join modules m on m.id = b.module_id
            where x.user_id = ${id}`,
      )},
      'school_accounts', ${list(
        sql`json_build_object('issuer', x.issuer, 'subject', x.subject, 'school', x.school, 'linked_at', ${iso(sql`x.created_at`)})`,
        sql`x.created_at, x.id`,
        sql`from school_accounts x where x.user_id = ${id}`,
      )},
      'roster_ids', ${list(
        sql`json_build_object('teacher', ${fullName('t')}, 'source_id', x.source_id, 'imported_at', ${iso(sql`x.created_at`)})`,
        sql`x.created_at, x.source_id`,
        sql`from roster_students x join users t on t.id = x.teacher_id where x.user_id = ${id}`,
      )},
      'sign_ins', json_build_object(
        'open_sessions', (select count(*) from api_tokens a where a.user_id = u.id and a.expires_at > ${input.now})::int,
        'known_browsers', (select count(*) from trusted_devices d where d.user_id = u.id)::int)
    ) as data
    from users u
    where u.id = ${id} and u.role_id = ${Role.student} and ${madeBy}`)
  return resultRows<{ data: Omit<StudentDataExport, 'format' | 'exported_at'> }>(result)[0]?.data
}

/**
 * Locks a student's account for its deletion and names the teachers whose classes it was in (their
 * screens hear of it). Undefined when there is no such student, or, with `createdBy`, when that
 * teacher did not make the account.
 */
export async function lockStudentForDeletion(
  tx: Db,
  input: { userId: number; createdBy?: number },
): Promise<{ email: string | null; teachers: number[] } | undefined> {
  const madeBy = madeByCondition(input.createdBy)
  const row = resultRows<{ email: string | null; teachers: number[] }>(
    await tx.execute(sql`
      select u.email,
        coalesce((select json_agg(distinct g.teacher_id) from group_users gu join groups g on g.id = gu.group_id
                  where gu.user_id = u.id), '[]'::json) as teachers
      from users u
      where u.id = ${input.userId} and u.role_id = ${Role.student} and ${madeBy}
      for update of u`),
  )[0]
  return row
}

/**
 * Deletes the account; every row written by or about the student goes with it (the foreign keys'
 * on delete cascade), and their mails waiting or kept in the outbox too (decision 045).
 */
export async function deleteStudentRows(
  tx: Db,
  input: { userId: number; email: string | null },
): Promise<void> {
  if (input.email !== null) await tx.execute(sql`delete from mail_outbox where "to" = ${input.email}`)
  await tx.execute(sql`delete from users where id = ${input.userId}`)
}

/**
 * The accounts `teacherId` made (decision 038) that are in none of their classes: removed with
 * "keep" (decision 042), they can still sign in, and only from here can the teacher download their
 * data or delete them. In German name order; one statement.
 */
export async function readAccountsWithoutClass(db: Db, teacherId: number): Promise<AccountWithoutClass[]> {
  const result = await db.execute(sql`
    select u.id, u.firstname, u.lastname, u.username, u.email, ${iso(sql`u.created_at`)} as created_at
    from users u
    where u.created_by = ${teacherId} and u.role_id = ${Role.student}
      and not exists (
        select 1 from group_users gu join groups g on g.id = gu.group_id
        where gu.user_id = u.id and g.teacher_id = ${teacherId})
    order by u.lastname collate german_names, u.firstname collate german_names, u.id`)
  return resultRows<AccountWithoutClass>(result)
}
