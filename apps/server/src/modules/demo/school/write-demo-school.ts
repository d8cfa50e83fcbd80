import { ModuleStatus, Role } from '@lernraster/shared'
import { and, eq, inArray, not, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  blocks,
  evaluations,
  events,
  examResults,
  groups,
  groupUsers,
  modules,
  questions,
  subjects,
  topics,
  users,
} from '../../../db/schema'
import { hashPassword } from '../../../lib/passwords'
import { newToken } from '../../../lib/secrets'
import { newClassCode } from '../../groups/class-code'
import { insertGroup } from '../../groups/groups.service'
import type { DemoSchoolPlan } from './demo-school-plan'
import { seededRandom } from './seeded-random'
import { questionTemplates } from './subject-topics'

const dayMs = 24 * 60 * 60 * 1000
const blockNames = ['Grundlagen', 'Anwenden', 'Vertiefen'] as const
const topicsPerBlock = 4
/** Keeps each INSERT well below PostgreSQL's 65,535 parameters. */
const chunkSize = 1000

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunkSize)
    await insert(rows.slice(start, start + chunkSize))
}

/** Removes what the demo teacher made or was given, except the account and its MySelf class. */
export async function clearDemoSchool(db: Db, teacherId: number): Promise<void> {
  await db.delete(events).where(eq(events.teacherId, teacherId))
  await db.delete(modules).where(eq(modules.ownerId, teacherId))
  await db.delete(subjects).where(eq(subjects.teacherId, teacherId))
  await db.delete(groups).where(and(eq(groups.teacherId, teacherId), not(groups.isOwnPractice)))
}

/** Per subject a module whose grid holds the topics; returns topic ids [subject][topic]. */
async function writeGrids(db: Db, plan: DemoSchoolPlan, teacherId: number, subjectIds: number[], now: Date) {
  const topicIds: number[][] = []
  const questionIds: number[][][] = []
  for (const [subjectIndex, subject] of plan.subjects.entries()) {
    const [module] = await db
      .insert(modules)
      .values({
        ownerId: teacherId,
        name: `${subject.title}: Kompetenzraster`,
        description: `Die Themen des Semesters in ${subject.title}, von den Grundlagen bis zur Vertiefung.`,
        statusId: ModuleStatus.draft,
        rows: topicsPerBlock,
        columns: blockNames.length,
        subjectId: subjectIds[subjectIndex],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: modules.id })
    const blockRows = await db
      .insert(blocks)
      .values(blockNames.map((name, index) => ({ moduleId: module!.id, name, order: index + 1 })))
      .returning({ id: blocks.id })
    const topicRows = await db
      .insert(topics)
      .values(
        subject.topics.map((title, index) => ({
          blockId: blockRows[Math.floor(index / topicsPerBlock)]!.id,
          title,
          order: (index % topicsPerBlock) + 1,
        })),
      )
      .returning({ id: topics.id, title: topics.title })
    const questionRows = await db
      .insert(questions)
      .values(
        topicRows.flatMap((topic) =>
          questionTemplates.map((template, order) => ({
            topicId: topic.id,
            title: template(topic.title),
            order,
            createdAt: now,
          })),
        ),
      )
      .returning({ id: questions.id, topicId: questions.topicId })
    topicIds.push(topicRows.map((topic) => topic.id))
    questionIds.push(
      topicRows.map((topic) => questionRows.filter((q) => q.topicId === topic.id).map((q) => q.id)),
    )
  }
  return { topicIds, questionIds }
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
  return new Map(rows.map((row) => [row.email, row.id]))
}

/** Writes the plan for the teacher; run it in a transaction (the reset clears first). */
export async function writeDemoSchool(
  db: Db,
  plan: DemoSchoolPlan,
  teacherId: number,
  seed: string,
  now: Date,
) {
  const subjectRows = await db
    .insert(subjects)
    .values(
      plan.subjects.map(({ title, token }) => ({ teacherId, title, token, createdAt: now, updatedAt: now })),
    )
    .returning({ id: subjects.id })
  const subjectIds = subjectRows.map((row) => row.id)
  const { topicIds, questionIds } = await writeGrids(db, plan, teacherId, subjectIds, now)
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
          topicId: topicIds[event.subjectIndex]![event.topicIndex]!,
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

  await insertInChunks(
    plan.ratings.map((rating) => {
      const { userId, event } = studentOf(rating.eventIndex, rating.studentIndex)
      const at = ratedAt(rating.eventIndex)
      return {
        eventId: eventRows[rating.eventIndex]!.id,
        userId,
        questionId: questionIds[event.subjectIndex]![event.topicIndex]![rating.questionIndex]!,
        grade: rating.grade,
        goal: goalOf(rating.eventIndex, rating.studentIndex),
        createdAt: at,
        updatedAt: at,
      }
    }),
    (chunk) => db.insert(evaluations).values(chunk),
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
}
