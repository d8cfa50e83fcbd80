import { ChangeKind, ChangeSubject, ModuleStatus } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { moduleShares, studentFeedbacks, type UserRow } from '../../src/db/schema'
import {
  insertActivation,
  insertChange,
  insertFeedback,
  insertPurchase,
  insertRatings,
  minutesFromNow,
  shareModule,
} from '../feeds/feed-builders'
import { createGrid, insertModule, insertStoreCopy } from '../modules/module-builders'
import { type Caller, everyTeacher, type Outcome, teachersObject } from '../support/access-table'
import type { api, TestUser } from '../support/builders'

// The access table of access.test.ts: every route of the sharing and feed plugins, what each caller
// gets when the module belongs to the teacher and is shared with the colleague (the fifth caller). The
// admin plays "another teacher".

type Client = ReturnType<typeof api>
export type SharingCaller = Caller | 'colleague'

/** A class and a subject of a teacher, made once; each fixture's activations run in them. */
export interface Classroom {
  teacher: TestUser
  groupId: number
  subjectId: number
  studentId: number
}

/**
 * The teacher's module M, shared with the colleague, and its published copy P, bought by the colleague.
 * Both run M in a class: one rating and one feedback in each. Then the teacher changed M.
 */
export interface Fixture {
  moduleId: number
  publishedId: number
  ratings: { teacher: number; colleague: number }
  feedback: { teacher: number; colleague: number }
  changeId: number
}

export async function prepareFixture(
  app: FastifyInstance,
  rooms: { teacher: Classroom; colleague: Classroom },
): Promise<Fixture> {
  const { teacher, colleague } = rooms
  const grid = await createGrid(app, teacher.teacher.user.id, {
    filled: { columns: 1, rows: 1, questions: 1 },
  })
  const questionId = grid.at(1, 1).questionIds[0]!
  const published = await insertStoreCopy(
    app,
    await insertModule(app, teacher.teacher.user.id, { name: 'Im Store' }),
    { statusId: ModuleStatus.published },
  )
  const now = app.ctx.clock.now()
  await shareModule(app, grid.moduleId, colleague.teacher.user.id, now)
  await insertPurchase(app, published.id, colleague.teacher.user.id, now)
  const runIn = async (room: Classroom) => {
    const activation = await insertActivation(app, {
      teacherId: room.teacher.user.id,
      moduleId: grid.moduleId,
      groupId: room.groupId,
      subjectId: room.subjectId,
    })
    const [rating] = await insertRatings(app, [
      { eventId: activation.eventId, userId: room.studentId, questionId, at: now },
    ])
    const feedback = await insertFeedback(app, {
      userId: room.studentId,
      questionId,
      eventId: activation.eventId,
      at: now,
    })
    return { rating: rating!, feedback }
  }
  const mine = await runIn(teacher)
  const theirs = await runIn(colleague)
  const changeId = await insertChange(app, {
    moduleId: grid.moduleId,
    userId: teacher.teacher.user.id,
    subject: ChangeSubject.topic,
    kind: ChangeKind.updated,
    name: 'Brüche',
    at: minutesFromNow(app, 1),
  })
  return {
    moduleId: grid.moduleId,
    publishedId: published.id,
    ratings: { teacher: mine.rating, colleague: theirs.rating },
    feedback: { teacher: mine.feedback, colleague: theirs.feedback },
    changeId,
  }
}

export interface RouteCase {
  route: string
  expected: Record<SharingCaller, Outcome>
  call(client: Client, fixture: Fixture): Promise<LightMyRequestResponse>
  /** Checks the effect of an accepted call made by `role`. */
  effect?(role: SharingCaller, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
  /** An accepted call changes nothing either: the next caller may use the same fixture. */
  readOnly?: boolean
}

/** The teacher's own object: the colleague it is shared with is refused like another teacher. */
const ownersOnly: Record<SharingCaller, Outcome> = { ...teachersObject, colleague: 'notFound' }
const everyone: Record<SharingCaller, Outcome> = { ...everyTeacher, colleague: 200 }

/** `app` and the users are read when a call runs: the table is built before they exist. */
export function routeCases(
  app: () => FastifyInstance,
  users: () => { colleague: TestUser; target: UserRow },
): RouteCase[] {
  const db = () => app().ctx.db
  const ids = (response: LightMyRequestResponse) => (response.json() as { id: number }[]).map((row) => row.id)
  const share = (moduleId: number, userId: number) =>
    db()
      .select()
      .from(moduleShares)
      .where(and(eq(moduleShares.moduleId, moduleId), eq(moduleShares.userId, userId)))
  /** Which of `candidates` the list shows, by who the caller is. */
  const listed = (response: LightMyRequestResponse, candidates: number[]) =>
    candidates.filter((id) => ids(response).includes(id))

  return [
    {
      route: 'POST /modules/share',
      expected: ownersOnly,
      call: (client, fixture) =>
        client.post('/modules/share', { id: fixture.moduleId, to_admin_id: users().target.id }),
      effect: async (_role, _response, fixture) =>
        expect(await share(fixture.moduleId, users().target.id)).toHaveLength(1),
    },
    {
      route: 'POST /modules/unshare',
      expected: ownersOnly,
      call: (client, fixture) =>
        client.post('/modules/unshare', { id: fixture.moduleId, to_admin_id: users().colleague.user.id }),
      effect: async (_role, _response, fixture) =>
        expect(await share(fixture.moduleId, users().colleague.user.id)).toEqual([]),
    },
    {
      route: 'GET /modules/sharedUsers',
      readOnly: true,
      expected: ownersOnly,
      call: (client, fixture) => client.get('/modules/sharedUsers', { id: String(fixture.moduleId) }),
      effect: async (_role, response) => expect(ids(response)).toEqual([users().colleague.user.id]),
    },
    {
      route: 'GET /modules/shared',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/modules/shared'),
      effect: async (role, response, fixture) =>
        expect(listed(response, [fixture.moduleId]).length, role).toBe(role === 'colleague' ? 1 : 0),
    },
    {
      route: 'GET /modules/purchased',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/modules/purchased'),
      effect: async (role, response, fixture) =>
        expect(listed(response, [fixture.publishedId]).length, role).toBe(role === 'colleague' ? 1 : 0),
    },
    {
      route: 'GET /modules/published',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/modules/published'),
      effect: async (role, response, fixture) =>
        expect(listed(response, [fixture.publishedId]).length, role).toBe(role === 'teacher' ? 1 : 0),
    },
    {
      route: 'GET /evaluations/newest',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/evaluations/newest'),
      effect: async (role, response, { ratings }) => {
        const own = { teacher: [ratings.teacher], colleague: [ratings.colleague] }[role as string] ?? []
        expect(listed(response, [ratings.teacher, ratings.colleague]), role).toEqual(own)
      },
    },
    {
      route: 'GET /synchronizations/getChanges',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/synchronizations/getChanges'),
      effect: async (role, response, fixture) =>
        expect(listed(response, [fixture.changeId]).length, role).toBe(role === 'colleague' ? 1 : 0),
    },
    {
      route: 'GET /feedbacks/newest',
      readOnly: true,
      expected: everyone,
      call: (client) => client.get('/feedbacks/newest'),
      effect: async (role, response, { feedback }) => {
        // The owner sees what came in on the module everywhere; the colleague what came in in their class.
        const seen = { teacher: [feedback.teacher, feedback.colleague], colleague: [feedback.colleague] }
        expect(listed(response, [feedback.teacher, feedback.colleague]), role).toEqual(
          seen[role as keyof typeof seen] ?? [],
        )
      },
    },
    {
      route: 'POST /feedbacks/toggleSolved',
      expected: ownersOnly,
      call: (client, fixture) =>
        client.post('/feedbacks/toggleSolved', { student_feedback_question_id: fixture.feedback.teacher }),
      effect: async (_role, response, fixture) => {
        expect(response.json()).toEqual({ id: fixture.feedback.teacher, solved: true })
        const [row] = await db()
          .select()
          .from(studentFeedbacks)
          .where(eq(studentFeedbacks.id, fixture.feedback.teacher))
        expect(row?.solved).toBe(true)
      },
    },
  ]
}
