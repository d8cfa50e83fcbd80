import { EventType, ModuleStatus } from '@lernraster/shared'
import type { Db } from '../../../db/client'
import { activeModules, events, groupUsers } from '../../../db/schema'
import { allowArchiveMoves, moveClassRows, setArchivedAt } from '../../core/archive-move.repo'
import { newClassCode } from '../../core/class-code'
import { insertGroup } from '../../groups/groups.service'
import { dayMs, insertRatings } from './bulk-insert'
import {
  type LastYearRating,
  lastArchivingDay,
  lastYearClass,
  lastYearDays,
  planLastYear,
} from './demo-last-year-plan'
import type { DemoSchoolPlan } from './demo-school-plan'
import { seededRandom } from './seeded-random'
import type { WrittenSchool } from './write-running-modules'
import { insertTeacherRatings } from './write-teacher-side'

/**
 * Last school year's 6a (demo-last-year-plan.ts): 7a's students, a finished run of the first
 * subject's grid with their ratings and a few of the teacher's, and two homework, written as they
 * were during the year and then archived as `POST /groups/archive` archives a class (decision 051):
 * its rows move into the archive schema and it leaves every list. A constant number of statements.
 * Run it in the demo's transaction, after the current classes (their codes come first).
 */
export async function writeLastYear(
  db: Db,
  school: DemoSchoolPlan,
  written: WrittenSchool,
  seed: string,
  now: Date,
): Promise<void> {
  const { classIndex, subjectIndex } = lastYearClass
  const students = school.classes[classIndex]!.students
  const studentIds = written.studentIds[classIndex]!
  const grid = written.grids[subjectIndex]!
  const plan = planLastYear(
    seed,
    school.subjects[subjectIndex]!.module,
    students.map((student) => student.goal),
  )
  const archivedAt = lastArchivingDay(now)
  const daysBefore = (days: number) => new Date(archivedAt.getTime() - days * dayMs)
  const minutesBefore = (minutes: number) => new Date(archivedAt.getTime() - minutes * 60_000)
  const joinedAt = daysBefore(lastYearDays.joined)
  const startedAt = daysBefore(lastYearDays.started)

  // Its own code stream: the current classes keep the codes they had before 6a was added.
  const codeRandom = seededRandom(`${seed}:last-year-code`)
  const group = await insertGroup(
    db,
    { teacherId: written.teacherId, name: lastYearClass.name, isOwnPractice: false, now: joinedAt },
    () => newClassCode((max) => codeRandom.int(0, max - 1)),
  )
  await db
    .insert(groupUsers)
    .values(studentIds.map((userId) => ({ groupId: group.id, userId, active: true, joinedAt })))

  const ofTheClass = {
    teacherId: written.teacherId,
    groupId: group.id,
    subjectId: written.subjectIds[subjectIndex]!,
  }
  const [run, ...homework] = await db
    .insert(events)
    .values([
      // As an activation writes it: a module has no due date (activations.repo.ts).
      {
        ...ofTheClass,
        eventTypeId: EventType.module,
        topicId: null,
        startsAt: startedAt,
        dueAt: startedAt,
        createdAt: startedAt,
      },
      ...plan.homework.map(({ topicIndex, dueDaysBefore }) => {
        const startsAt = daysBefore(dueDaysBefore + 7)
        return {
          ...ofTheClass,
          eventTypeId: EventType.homework,
          topicId: grid.topicIds[topicIndex]!,
          startsAt,
          dueAt: daysBefore(dueDaysBefore),
          createdAt: startsAt,
        }
      }),
    ])
    .returning({ id: events.id })
  await db.insert(activeModules).values({
    moduleId: grid.moduleId,
    eventId: run!.id,
    groupId: group.id,
    teacherId: written.teacherId,
    statusId: ModuleStatus.finished,
    createdAt: startedAt,
    updatedAt: daysBefore(lastYearDays.finished),
  })

  const rowOf = (eventId: number, rating: LastYearRating) => ({
    event_id: eventId,
    user_id: studentIds[rating.studentIndex]!,
    question_id: grid.questionIds[rating.topicIndex]![rating.questionIndex]!,
    grade: rating.grade,
    at: minutesBefore(rating.minutesBefore),
  })
  await insertRatings(db, [
    ...plan.runRatings.map((rating) => ({
      ...rowOf(run!.id, rating),
      goal: students[rating.studentIndex]!.goal,
      seconds_spent: rating.secondsSpent,
    })),
    ...plan.homework.flatMap((entry, index) =>
      entry.ratings.map((rating) => ({
        ...rowOf(homework[index]!.id, rating),
        goal: students[rating.studentIndex]!.goal,
      })),
    ),
  ])
  await insertTeacherRatings(
    db,
    written.teacherId,
    plan.teacherRatings.map((rating) => rowOf(run!.id, rating)),
  )

  // The end of the school year, as the school-year service archives (without carrying it on: 7a is
  // already this year's class). The demo's transaction is the only one that knows the class yet.
  await allowArchiveMoves(db)
  await moveClassRows(db, group.id, 'public')
  await setArchivedAt(db, group.id, archivedAt, archivedAt)
}
