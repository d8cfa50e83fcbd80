import { Role, SolutionType, studentErrorMessages } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { moduleFiles, questions, solutions } from '../../src/db/schema'
import { insertActivation } from '../activations/activation-builders'
import { idOfPath, postForm, sample } from '../files/file-builders'
import { createGrid, type FilledGrid } from '../modules/module-builders'
import { createClass, createEvent, createSubjectRow } from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'

export const STUDENT_API = '/api/student/v1'

/** Calls the student API as the student app does: JSON body, optional bearer token. */
export function studentApi(app: FastifyInstance, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {}
  return {
    get: (path: string, query?: Record<string, string | number>) =>
      app.inject({
        method: 'GET',
        url: `${STUDENT_API}${path}`,
        query: query && Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers,
      }),
    post: (path: string, payload?: object) =>
      app.inject({ method: 'POST', url: `${STUDENT_API}${path}`, payload, headers }),
  }
}

/** A student account with a real password and a session, as registration makes it. */
export const createStudent = (app: FastifyInstance) => createUser(app, { role: Role.student })

/** The body of a 2xx answer, failing the test with the body otherwise. */
export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.json() as T
}

export interface StudentWorld {
  teacher: TestUser
  student: TestUser
  group: { id: number; name: string; token: string }
  subjectId: number
  grid: FilledGrid
  eventId: number
  activationId: number
}

/**
 * A teacher's class running a 2x2 module (2 questions per topic, every first one with a solution),
 * and a student who joined the class with its code through the student API.
 */
export async function studentWorld(app: FastifyInstance): Promise<StudentWorld> {
  const teacher = await createUser(app)
  const student = await createStudent(app)
  const group = await createClass(app, teacher.user.id, `Klasse ${teacher.user.id}`)
  const subject = await createSubjectRow(app, teacher.user.id, 'Mathematik', 'MA')
  const grid = await createGrid(app, teacher.user.id, { filled: { columns: 2, rows: 2, questions: 2 } })
  ok(await studentApi(app, student.token).post('/groups/join', { token: group.token }))
  const activation = await insertActivation(app, {
    moduleId: grid.moduleId,
    teacherId: teacher.user.id,
    groupId: group.id,
    subjectId: subject.id,
  })
  return {
    teacher,
    student,
    group,
    subjectId: subject.id,
    grid,
    eventId: activation.eventId,
    activationId: activation.id,
  }
}

/** A homework or exam of the world's class on a topic of its module, due `days` from the clock's now. */
export function plannedEvent(
  app: FastifyInstance,
  world: StudentWorld,
  type: 'homework' | 'exam',
  topicId: number,
  days: number,
): Promise<number> {
  return createEvent(app, {
    type,
    teacherId: world.teacher.user.id,
    groupId: world.group.id,
    subjectId: world.subjectId,
    topicId,
    dueAt: new Date(app.ctx.clock.now().getTime() + days * 24 * 60 * 60_000),
  })
}

/**
 * The first question of the world's topic 1.1 gets an uploaded image as its file, a PDF solution and
 * a source file, as the editor saves them (the rows and the module's file list). Returns the question
 * and the stored paths (teacher API).
 */
export async function giveQuestionFiles(app: FastifyInstance, world: StudentWorld) {
  const upload = async (bytes: Buffer, name: string) =>
    (await postForm(app, '/files/upload', [['file', bytes, name]], world.teacher.token)).json<{
      data: string
    }>().data
  const questionId = world.grid.at(1, 1).questionIds[0]!
  const stored = {
    question: await upload(sample.png, 'tafel.png'),
    solution: await upload(sample.pdf, 'lösung.pdf'),
    source: await upload(sample.pdf, 'vorlage.pdf'),
  }
  const db = app.ctx.db
  await db
    .update(questions)
    .set({ isLocalLink: true, link: stored.question, sourceQuestion: stored.source })
    .where(eq(questions.id, questionId))
  await db
    .update(solutions)
    .set({ contentTypeId: SolutionType.file, content: stored.solution })
    .where(eq(solutions.questionId, questionId))
  await db
    .insert(moduleFiles)
    .values(Object.values(stored).map((path) => ({ moduleId: world.grid.moduleId, fileId: idOfPath(path) })))
  return { questionId, stored }
}

/** What `answer` gives for a validation failure on the student API: its message says du (issue 32). */
export const studentInvalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { code: 'validation', message: studentErrorMessages.validation, errors },
})
