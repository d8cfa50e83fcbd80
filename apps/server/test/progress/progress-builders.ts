import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { classWithStudents, insertActivation, rate } from '../activations/activation-builders'
import { createGrid, type FilledGrid } from '../modules/module-builders'
import {
  addMembers,
  createClass,
  createSubjectRow,
  insertStudents,
  type StudentFields,
} from '../school/school-builders'
import { api, type TestUser } from '../support/builders'

// A module running with a class, set up straight in the database, for the progress tests to read
// back through the API.

export interface RunningModule {
  grid: FilledGrid
  eventId: number
  activationId: number
  groupId: number
  groupName: string
  /** Active members, in the order they were made. */
  students: UserRow[]
  inactive: UserRow[]
}

/**
 * The teacher's class (`students` active, `inactive` inactive members) running a module of
 * `ownerId` (the teacher by default) with `columns` x `rows` topics of `questions` questions.
 */
export async function runningModule(
  app: FastifyInstance,
  teacherId: number,
  shape: {
    students: number
    inactive?: number
    columns?: number
    rows?: number
    questions?: number
    ownerId?: number
    /** Names of the active students instead of made-up ones (then `students` is their number). */
    names?: StudentFields[]
  },
): Promise<RunningModule> {
  const grid = await createGrid(app, shape.ownerId ?? teacherId, {
    filled: { columns: shape.columns ?? 1, rows: shape.rows ?? 1, questions: shape.questions ?? 3 },
  })
  const place = shape.names
    ? await namedClass(app, teacherId, shape.names, shape.inactive ?? 0)
    : await classWithStudents(app, teacherId, { active: shape.students, inactive: shape.inactive })
  const activation = await insertActivation(app, {
    moduleId: grid.moduleId,
    teacherId,
    groupId: place.group.id,
    subjectId: place.subject.id,
  })
  return {
    grid,
    eventId: activation.eventId,
    activationId: activation.id,
    groupId: place.group.id,
    groupName: place.group.name,
    students: place.active,
    inactive: place.inactive,
  }
}

/** A class of named active students and `inactive` inactive ones, with a subject. */
async function namedClass(app: FastifyInstance, teacherId: number, names: StudentFields[], inactive: number) {
  const active = await insertStudents(app, names)
  const left = await insertStudents(
    app,
    Array.from({ length: inactive }, (_, index) => ({ firstname: `Ida${index}`, lastname: 'Inaktiv' })),
  )
  const group = await createClass(app, teacherId, `Klasse ${active[0]!.id}`, active)
  await addMembers(app, group.id, left, { active: false })
  const subject = await createSubjectRow(app, teacherId, 'Mathematik', `N${group.id}`)
  return { group, subject, active, inactive: left }
}

/** The same module running with another class of the teacher: its ratings must never leak. */
export async function otherClassRunning(
  app: FastifyInstance,
  teacherId: number,
  moduleId: number,
  students: UserRow[],
) {
  const group = await createClass(app, teacherId, `Andere ${students[0]!.id}`)
  await addMembers(app, group.id, students)
  const subject = await createSubjectRow(app, teacherId, 'Mathematik', `A${group.id}`)
  return insertActivation(app, { moduleId, teacherId, groupId: group.id, subjectId: subject.id })
}

/** Every rating of `student` gets the grades in order; the seconds and the moment are optional. */
export const rateTopic = (
  app: FastifyInstance,
  running: RunningModule,
  student: UserRow,
  questionIds: number[],
  grades: number[],
  extra: { secondsSpent?: (number | null)[]; goal?: number; at?: Date; eventId?: number } = {},
) =>
  rate(app, {
    eventId: extra.eventId ?? running.eventId,
    userId: student.id,
    questionIds,
    grades,
    goal: extra.goal,
    secondsSpent: extra.secondsSpent,
    at: extra.at,
  })

/** A GET as `who`, expected to answer 200; the parsed body. */
export async function read<T>(
  app: FastifyInstance,
  who: TestUser,
  path: string,
  query: Record<string, string | number>,
): Promise<T> {
  const response = await get(app, who, path, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as T
}

export const get = (
  app: FastifyInstance,
  who: TestUser | undefined,
  path: string,
  query: Record<string, string | number>,
): Promise<LightMyRequestResponse> =>
  api(app, who?.token).get(path, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))
