import type { MemberRatingsChoice } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { announce } from '../live/live-signal'
import { announceToStudents, oneStudent } from '../live/student-signal'

/**
 * The tables that hold a student's data in one event (homework, exam, activation): what "delete"
 * deletes (decision 042). teacher_rating_changes go with their teacher_ratings (on delete cascade).
 * Goals are the student's own per subject and not bound to a class: they stay.
 */
const ratingTables = [
  'evaluations',
  'exam_results',
  'student_feedbacks',
  'teacher_ratings',
  'help_requests',
  'next_step_pins',
] as const

/**
 * Ends a membership (issue 34 item 4, decision 042), for the class's teacher or the student; in the
 * caller's transaction. `teacherId` limits it to a class of that teacher. The delete takes the row's
 * lock: of two requests at the same moment (remove and remove, remove and leave) the second waits
 * and then finds no membership, so it answers false and changes nothing. With `ratings: 'delete'`
 * the student's rows in the class's events go too, never those of another class. The class's
 * teacher's screens and the student's app hear of it at commit.
 */
export async function endMembership(
  tx: Db,
  input: { groupId: number; userId: number; teacherId?: number; ratings: MemberRatingsChoice },
): Promise<boolean> {
  const ownedBy =
    input.teacherId === undefined
      ? sql`true`
      : sql`g.teacher_id = ${input.teacherId} and not g.is_own_practice`
  const removed = resultRows<{ teacherId: number }>(
    await tx.execute(sql`
      delete from group_users gu using groups g
      where gu.group_id = ${input.groupId} and gu.user_id = ${input.userId}
        and g.id = gu.group_id and ${ownedBy}
      returning g.teacher_id as "teacherId"`),
  )[0]
  if (!removed) return false
  if (input.ratings === 'delete') {
    for (const table of ratingTables) {
      await tx.execute(sql`
        delete from ${sql.identifier(table)}
        where user_id = ${input.userId}
          and event_id in (select e.id from events e where e.group_id = ${input.groupId})`)
    }
  }
  // The class list and the progress screens drop the student; their app drops the class.
  await announce(tx, { kind: 'groups', teachers: [removed.teacherId] })
  await announce(tx, { kind: 'progress', teachers: [removed.teacherId] })
  await announceToStudents(tx, { kind: 'classes' }, oneStudent(input.userId))
  return true
}
