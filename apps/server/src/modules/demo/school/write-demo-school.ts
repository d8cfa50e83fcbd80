import { Role } from '@lernraster/shared'
import { and, eq, inArray, not, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  crystalAccounts,
  crystalEntries,
  events,
  examResults,
  files,
  groups,
  groupUsers,
  modulePurchases,
  moduleShares,
  modules,
  subjects,
  trashItems,
  users,
} from '../../../db/schema'
import { hashPassword } from '../../../lib/passwords'
import { newToken } from '../../../lib/secrets'
import { allowArchiveMoves } from '../../core/archive-move.repo'
import { newClassCode } from '../../core/class-code'
import { insertGroup } from '../../groups/groups.service'
import { emailOf } from '../../users/user-view'
import { dayMs, insertInChunks, insertRatings } from './bulk-insert'
import type { DemoFileSink } from './demo-files'
import { planRunningModules } from './demo-running-plan'
import type { DemoSchoolPlan } from './demo-school-plan'
import { seededRandom } from './seeded-random'
import { writeDemoModules } from './write-demo-grids'
import { writeLastYear } from './write-last-year'
import { writeRunningModules } from './write-running-modules'

/**
 * Removes what a demo teacher (or the demo's colleague) made or was given, except the account and its
 * MySelf class; returns the ids of its files, whose rows went too (the caller removes them from disk
 * after the commit). Activations, ratings and feedback go with the events, change records and shares
 * of its modules with the modules.
 */
export async function clearDemoSchool(db: Db, teacherId: number): Promise<string[]> {
  // A class the visitor archived goes too (decision 051); the caller's transaction allows it.
  await allowArchiveMoves(db)
  // A visitor's removals must not come back into the next visitor's fresh demo (decision 022).
  await db.delete(trashItems).where(eq(trashItems.ownerId, teacherId))
  await db.delete(events).where(eq(events.teacherId, teacherId))
  await db.delete(modules).where(eq(modules.ownerId, teacherId))
  // Shared with it by anyone: a real teacher's module shared with a demo account stays a day at most.
  await db.delete(moduleShares).where(eq(moduleShares.userId, teacherId))
  // Its purchases and crystals: the next visitor starts with the start amount and an empty history.
  await db.delete(modulePurchases).where(eq(modulePurchases.userId, teacherId))
  await db.delete(crystalEntries).where(eq(crystalEntries.userId, teacherId))
  await db.delete(crystalAccounts).where(eq(crystalAccounts.userId, teacherId))
  await db.delete(subjects).where(eq(subjects.teacherId, teacherId))
  await db.delete(groups).where(and(eq(groups.teacherId, teacherId), not(groups.isOwnPractice)))
  // The demo's own files and whatever a visitor uploaded: the account starts again without any.
  const removed = await db.delete(files).where(eq(files.ownerId, teacherId)).returning({ id: files.id })
  return removed.map((row) => row.id)
}

/** The students of every class: existing accounts (earlier resets) are reused by address. */
async function writeStudents(db: Db, plan: DemoSchoolPlan, now: Date): Promise<Map<string, number>> {
  const students = plan.classes.flatMap((schoolClass) => schoolClass.students)
  // One hash for all: nobody knows this password; students of the demo never log in.
  const passwordHash = await hashPassword(newToken())
  await db
    .insert(users)
    .values(
      students.map((student) => ({
        ...student,
        passwordHash,
        roleId: Role.student,
        emailConfirmed: true,
        activated: true,
        showTour: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({ target: users.email, set: { goal: sql`excluded.goal`, updatedAt: now } })
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        students.map((student) => student.email),
      ),
    )
  return new Map(rows.map((row) => [emailOf(row), row.id]))
}

/**
 * Writes the plan for the teacher, the modules running with its classes (the colleague's shared one
 * among them) and last school year's archived class; run it in a transaction (the reset clears first), with a sink that removes the
 * written files again if the transaction fails.
 */
export async function writeDemoSchool(
  db: Db,
  plan: DemoSchoolPlan,
  accounts: { teacherId: number; colleagueId: number },
  seed: string,
  now: Date,
  sink: DemoFileSink,
) {
  const { teacherId } = accounts
  const subjectRows = await db
    .insert(subjects)
    .values(
      plan.subjects.map(({ title, token }) => ({ teacherId, title, token, createdAt: now, updatedAt: now })),
    )
    .returning({ id: subjects.id })
  const subjectIds = subjectRows.map((row) => row.id)
  const grids = await writeDemoModules(
    db,
    [
      ...plan.subjects.map((subject, index) => ({ content: subject.module, subjectId: subjectIds[index]! })),
      { content: plan.draftModule.module, subjectId: subjectIds[plan.draftModule.subjectIndex]! },
    ],
    teacherId,
    seed,
    now,
    sink,
  )
  const studentIds = await writeStudents(db, plan, now)

  const codeRandom = seededRandom(`${seed}:class-codes`)
  const drawCode = () => newClassCode((max) => codeRandom.int(0, max - 1))
  const joinedAt = new Date(now.getTime() - 120 * dayMs)
  const classStudentIds: number[][] = []
  const classGroupIds: number[] = []
  for (const schoolClass of plan.classes) {
    const group = await insertGroup(
      db,
      { teacherId, name: schoolClass.name, isOwnPractice: false, now },
      drawCode,
    )
    const ids = schoolClass.students.map((student) => studentIds.get(student.email)!)
    await db
      .insert(groupUsers)
      .values(ids.map((userId) => ({ groupId: group.id, userId, active: true, joinedAt })))
    classStudentIds.push(ids)
    classGroupIds.push(group.id)
  }

  const eventRows = await db
    .insert(events)
    .values(
      plan.events.map((event) => {
        const dueAt = new Date(now.getTime() + event.dueInDays * dayMs)
        return {
          eventTypeId: event.type,
          teacherId,
          groupId: classGroupIds[event.classIndex]!,
          subjectId: subjectIds[event.subjectIndex]!,
          topicId: grids[event.subjectIndex]!.topicIds[event.topicIndex]!,
          startsAt: new Date(dueAt.getTime() - 7 * dayMs),
          dueAt,
          createdAt: now,
        }
      }),
    )
    .returning({ id: events.id })

  const studentOf = (eventIndex: number, studentIndex: number) => {
    const event = plan.events[eventIndex]!
    return { userId: classStudentIds[event.classIndex]![studentIndex]!, event }
  }
  const goalOf = (eventIndex: number, studentIndex: number) =>
    plan.classes[plan.events[eventIndex]!.classIndex]!.students[studentIndex]!.goal
  const ratedAt = (eventIndex: number) =>
    new Date(now.getTime() + (plan.events[eventIndex]!.dueInDays - 1) * dayMs)

  await insertRatings(
    db,
    plan.ratings.map((rating) => {
      const { userId, event } = studentOf(rating.eventIndex, rating.studentIndex)
      return {
        event_id: eventRows[rating.eventIndex]!.id,
        user_id: userId,
        question_id: grids[event.subjectIndex]!.questionIds[event.topicIndex]![rating.questionIndex]!,
        grade: rating.grade,
        goal: goalOf(rating.eventIndex, rating.studentIndex),
        at: ratedAt(rating.eventIndex),
      }
    }),
  )
  await insertInChunks(
    plan.examResults.map((result) => {
      const at = ratedAt(result.eventIndex)
      return {
        eventId: eventRows[result.eventIndex]!.id,
        userId: studentOf(result.eventIndex, result.studentIndex).userId,
        before: result.before,
        after: result.after,
        grade: result.grade,
        createdAt: at,
        updatedAt: at,
      }
    }),
    (chunk) => db.insert(examResults).values(chunk),
  )
  const written = { teacherId, subjectIds, grids, groupIds: classGroupIds, studentIds: classStudentIds }
  await writeRunningModules(
    db,
    { school: plan, written, plan: planRunningModules(seed, plan), colleagueId: accounts.colleagueId },
    seed,
    now,
    sink,
  )
  // Last school year's class in the archive (decision 051), so the archive page has something to show.
  await writeLastYear(db, plan, written, seed, now)
}
