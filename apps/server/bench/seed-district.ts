import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'
import { seedEvents } from './district/district-events'
import { seedGrids } from './district/district-grids'
import { seedPeople } from './district/district-people'
import { seedRatings, seedRequests } from './district/district-ratings'
import { type DistrictSize, ordinaryClassIndex } from './district/district-size'
import { withIndexesRebuilt } from './district/rebuilt-indexes'

export { type DistrictSize, districtSizes, scaledDistrict } from './district/district-size'

/** The tables that grow into millions of rows: their indexes are built once, after the rows. */
const bigTables = ['evaluations', 'teacher_ratings', 'exam_results'] as const

/** The ordinary teacher of a seeded district and what their calls are measured with. */
export interface SeededDistrict {
  teacherId: number
  /** Their one class of 25. */
  groupId: number
  /** A student of that class. */
  studentId: number
  /** The class's runs (activation events), newest first; the first two active, a third finished. */
  runs: { eventId: number; moduleId: number }[]
  /** A topic in the middle of the first run's grid, and its first question. */
  topicId: number
  questionId: number
  /** The subject of the first run. */
  subjectId: number
}

/**
 * A district (issue 36) written with set-based SQL in one transaction: a few big insert ... select
 * statements, so 16 million ratings take minutes, not hours. It may be written beside other data
 * (the demo): it finds its own rows through temporary tables, never by guessing ids. The data keep
 * every constraint and foreign key, so the real server calls work on it. Synchronous commit is off
 * for the transaction only: a crash would lose the seed, which is rewritten anyway. Needs a
 * superuser (session_replication_role), as the bench's and the tests' databases have; PGlite is one.
 */
export async function seedDistrict(db: Db, size: DistrictSize, now: Date): Promise<SeededDistrict> {
  const at = now.toISOString()
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`)
    // Foreign keys are checked by a trigger per row; every row here is made from the rows it refers
    // to (joins), so the checks would find what the joins found, at a third of the seed's time. The
    // schema's only other trigger guards crystal_entries, which the district does not write.
    await tx.execute(sql`set local session_replication_role = replica`)
    await seedPeople(tx, size, at)
    await seedGrids(tx, size, at)
    await seedEvents(tx, size, at)
    await tx.execute(sql`analyze d_teachers, d_classes, d_modules, d_runs`)
    await withIndexesRebuilt(tx, bigTables, () => seedRatings(tx, size, at))
    await seedRequests(tx, size, at)
    return findOrdinaryTeacher(tx, ordinaryClassIndex(size))
  })
  // Statistics as autovacuum would gather them on a running server; without them the planner guesses.
  await db.execute(sql`analyze`)
  return seeded
}

async function findOrdinaryTeacher(tx: Db, classIndex: number): Promise<SeededDistrict> {
  const [group] = resultRows<{ id: number; teacher_id: number; student_id: number }>(
    await tx.execute(sql`
      select g.id, g.teacher_id, (select min(user_id) from group_users where group_id = g.id) as student_id
      from d_classes c join groups g on g.id = c.id where c.n = ${classIndex}::int`),
  )
  const runs = resultRows<{ event_id: number; module_id: number; subject_id: number }>(
    await tx.execute(sql`
      select event_id, module_id, subject_id from d_runs where group_id = ${group!.id}::int order by r`),
  )
  const [cell] = resultRows<{ topic_id: number; question_id: number }>(
    await tx.execute(sql`
      select t.id as topic_id, min(q.id) as question_id from blocks b join topics t on t.block_id = b.id
      join questions q on q.topic_id = t.id
      where b.module_id = ${runs[0]!.module_id}::int and b."order" = 3 and t."order" = 3 group by t.id`),
  )
  return {
    teacherId: group!.teacher_id,
    groupId: group!.id,
    studentId: group!.student_id,
    runs: runs.map((run) => ({ eventId: run.event_id, moduleId: run.module_id })),
    topicId: cell!.topic_id,
    questionId: cell!.question_id,
    subjectId: runs[0]!.subject_id,
  }
}
