import { EventType, gridLimits, Role } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import {
  blocks,
  evaluations,
  events,
  examResults,
  type GroupRow,
  groupUsers,
  modules,
  questions,
  subjects,
  topics,
  type UserRow,
  users,
} from '../../src/db/schema'
import { createGroup } from '../../src/modules/groups/groups.service'
import { uniqueEmail } from '../support/builders'

// Rows of the school straight in the database, as the student app and the module screens will
// write them; the tests then read them back through the teacher API.

const dayMs = 24 * 60 * 60_000

/** `days` days from the app's clock; negative is in the past. */
export const daysFromNow = (app: FastifyInstance, days: number) =>
  new Date(app.ctx.clock.now().getTime() + days * dayMs)

export interface StudentFields {
  firstname?: string
  lastname?: string
  goal?: number
}

/**
 * Students (role 2) in one statement. They never log in in these tests, so they get no real
 * password hash (hashing hundreds of passwords would make the tests slow for nothing).
 */
export async function insertStudents(app: FastifyInstance, fields: StudentFields[]): Promise<UserRow[]> {
  if (fields.length === 0) return []
  const now = app.ctx.clock.now()
  return app.ctx.db
    .insert(users)
    .values(
      fields.map((student, index) => ({
        firstname: student.firstname ?? `Lea${index}`,
        lastname: student.lastname ?? 'Schüler',
        email: uniqueEmail('schueler'),
        passwordHash: 'not-a-password-hash',
        roleId: Role.student,
        emailConfirmed: true,
        activated: true,
        goal: student.goal ?? 4,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning()
}

export const insertStudent = async (app: FastifyInstance, fields: StudentFields = {}) =>
  (await insertStudents(app, [fields]))[0]!

export interface Membership {
  active?: boolean
  /** Default: 30 days ago, before every event of the tests unless they say otherwise. */
  joinedAt?: Date
}

export async function addMembers(
  app: FastifyInstance,
  groupId: number,
  students: UserRow[],
  membership: Membership = {},
): Promise<void> {
  if (students.length === 0) return
  await app.ctx.db.insert(groupUsers).values(
    students.map((student) => ({
      groupId,
      userId: student.id,
      active: membership.active ?? true,
      joinedAt: membership.joinedAt ?? daysFromNow(app, -30),
    })),
  )
}

/** A class of the teacher through the service (so it gets a real class code), with its students. */
export async function createClass(
  app: FastifyInstance,
  teacherId: number,
  name: string,
  students: UserRow[] = [],
  membership: Membership = {},
): Promise<Pick<GroupRow, 'id' | 'name' | 'token'>> {
  const group = await createGroup(app.ctx, teacherId, { name })
  await addMembers(app, group.id, students, membership)
  return { id: group.id, name: group.name, token: group.token }
}

export async function createSubjectRow(app: FastifyInstance, teacherId: number, title: string, token = 'F') {
  const now = app.ctx.clock.now()
  const [row] = await app.ctx.db
    .insert(subjects)
    .values({ teacherId, title, token, createdAt: now, updatedAt: now })
    .returning()
  return row!
}

export interface TopicWithQuestions {
  id: number
  title: string
  questionIds: number[]
}

/**
 * A module of the teacher with one block holding one topic per title, each with `questionsPerTopic`
 * questions: the grid a homework or exam is set on.
 */
export async function createTopics(
  app: FastifyInstance,
  ownerId: number,
  titles: string[],
  questionsPerTopic = 3,
): Promise<TopicWithQuestions[]> {
  const db = app.ctx.db
  const now = app.ctx.clock.now()
  // A column holds at most gridLimits.maxRows topics: more titles fill the next columns.
  const rows = Math.min(titles.length, gridLimits.maxRows)
  const columns = Math.ceil(titles.length / gridLimits.maxRows)
  const [module] = await db
    .insert(modules)
    .values({ ownerId, name: 'Zahlenraum', rows, columns, createdAt: now, updatedAt: now })
    .returning()
  const blockRows = await db
    .insert(blocks)
    .values(
      Array.from({ length: columns }, (_, index) => ({
        moduleId: module!.id,
        name: `Grundlagen ${index + 1}`,
        order: index + 1,
      })),
    )
    .returning()
  const topicRows = await db
    .insert(topics)
    .values(
      titles.map((title, index) => ({
        blockId: blockRows[Math.floor(index / gridLimits.maxRows)]!.id,
        title,
        order: (index % gridLimits.maxRows) + 1,
      })),
    )
    .returning()
  const questionRows = await db
    .insert(questions)
    .values(
      topicRows.flatMap((topic) =>
        Array.from({ length: questionsPerTopic }, (_, index) => ({
          topicId: topic.id,
          title: `${topic.title}: Frage ${index + 1}`,
          order: index + 1,
          createdAt: now,
        })),
      ),
    )
    .returning()
  return topicRows.map((topic) => ({
    id: topic.id,
    title: topic.title,
    questionIds: questionRows.filter((question) => question.topicId === topic.id).map((q) => q.id),
  }))
}

export interface EventFields {
  type: 'homework' | 'exam' | 'module'
  teacherId: number
  groupId: number
  subjectId: number
  topicId?: number
  dueAt: Date
}

export async function createEvent(app: FastifyInstance, fields: EventFields): Promise<number> {
  const now = app.ctx.clock.now()
  const [row] = await app.ctx.db
    .insert(events)
    .values({
      eventTypeId: EventType[fields.type],
      teacherId: fields.teacherId,
      groupId: fields.groupId,
      subjectId: fields.subjectId,
      topicId: fields.topicId ?? null,
      startsAt: new Date(fields.dueAt.getTime() - 7 * dayMs),
      dueAt: fields.dueAt,
      createdAt: now,
    })
    .returning({ id: events.id })
  return row!.id
}

/**
 * A student's ratings of a homework: `ratings[i]` rates the topic's question i, with the goal that
 * was in force then. Fewer ratings than questions: the rest stays unrated.
 */
export async function rateHomework(
  app: FastifyInstance,
  input: {
    eventId: number
    userId: number
    topic: TopicWithQuestions
    ratings: { grade: number; goal: number }[]
  },
): Promise<void> {
  const now = app.ctx.clock.now()
  await app.ctx.db.insert(evaluations).values(
    input.ratings.map((rating, index) => ({
      eventId: input.eventId,
      userId: input.userId,
      questionId: input.topic.questionIds[index]!,
      grade: rating.grade,
      goal: rating.goal,
      createdAt: now,
      updatedAt: now,
      ratedAt: now,
    })),
  )
}

export async function recordExamResult(
  app: FastifyInstance,
  input: { eventId: number; userId: number; before?: number; after?: number; grade?: number },
): Promise<void> {
  const now = app.ctx.clock.now()
  await app.ctx.db.insert(examResults).values({
    eventId: input.eventId,
    userId: input.userId,
    before: input.before ?? null,
    after: input.after ?? null,
    grade: input.grade ?? null,
    createdAt: now,
    updatedAt: now,
  })
}
