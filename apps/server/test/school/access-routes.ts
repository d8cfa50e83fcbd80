import { Role } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { classInvitations, groups, groupUsers, subjects, trashItems, users } from '../../src/db/schema'
import { type Caller, everyTeacher, type Outcome, teachersObject } from '../support/access-table'
import { type api, type TestUser, uniqueEmail } from '../support/builders'
import {
  createClass,
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  insertStudent,
  rateHomework,
} from './school-builders'

// The access table of access.test.ts: every route of subjects, groups, statistics and the start page, what each
// caller gets when the objects belong to the teacher. The admin plays "another teacher".

type Client = ReturnType<typeof api>

/** The teacher's objects, made afresh before each caller's call. */
export interface Fixture {
  subjectId: number
  /** A subject without homework or exams, which can be removed. */
  spareSubjectId: number
  groupId: number
  studentId: number
  /** A student invited into the class by a list, who has not accepted (decision 037). */
  invitedId: number
  /** A class of its own with a student the teacher made from a list of names (decision 038). */
  cardGroupId: number
  cardStudentId: number
}

export interface RouteCase {
  route: string
  expected: Record<Caller, Outcome>
  call(client: Client, fixture: Fixture): Promise<LightMyRequestResponse>
  /** Checks the effect of an accepted call; `who` made it. */
  effect?(who: TestUser, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
}

/**
 * A subject, a class with a student, a homework the student rated in full and an exam left undone; and a
 * spare subject without events.
 */
let fixturesMade = 0

export async function prepareFixture(app: FastifyInstance, teacher: TestUser): Promise<Fixture> {
  const teacherId = teacher.user.id
  // One teacher gets a fixture per route, and a teacher's Kürzel are unique (decision 009).
  const number = ++fixturesMade
  const student = await insertStudent(app, { firstname: 'Nina', lastname: 'Bär' })
  const group = await createClass(app, teacherId, 'Zugriff', [student])
  const subject = await createSubjectRow(app, teacherId, 'Chemie', `CH${number}`)
  const spare = await createSubjectRow(app, teacherId, 'Ersatz', `ER${number}`)
  const [homework, exam] = await createTopics(app, teacherId, ['Säuren', 'Basen'])
  const common = { teacherId, groupId: group.id, subjectId: subject.id, dueAt: daysFromNow(app, -1) }
  const homeworkId = await createEvent(app, { ...common, type: 'homework', topicId: homework!.id })
  await createEvent(app, { ...common, type: 'exam', topicId: exam!.id })
  await rateHomework(app, {
    eventId: homeworkId,
    userId: student.id,
    topic: homework!,
    ratings: [
      { grade: 5, goal: 4 },
      { grade: 5, goal: 4 },
      { grade: 5, goal: 4 },
    ],
  })
  const invited = await insertStudent(app, { firstname: 'Ina', lastname: 'Eingeladen' })
  const now = app.ctx.clock.now()
  await app.ctx.db.insert(classInvitations).values({
    groupId: group.id,
    userId: invited.id,
    invitedBy: teacherId,
    firstname: 'Ina',
    lastname: 'Eingeladen',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 14 * 24 * 60 * 60_000),
  })
  const [cardStudent] = await app.ctx.db
    .insert(users)
    .values({
      firstname: 'Nils',
      lastname: 'Karte',
      email: null,
      username: `nils.karte${number}.${teacherId}`,
      passwordHash: 'not-a-password-hash',
      mustChangePassword: true,
      createdBy: teacherId,
      roleId: Role.student,
      activated: true,
      createdAt: app.ctx.clock.now(),
      updatedAt: app.ctx.clock.now(),
    })
    .returning()
  const cardGroup = await createClass(app, teacherId, 'Karten', [cardStudent!])
  return {
    subjectId: subject.id,
    spareSubjectId: spare.id,
    groupId: group.id,
    studentId: student.id,
    invitedId: invited.id,
    cardGroupId: cardGroup.id,
    cardStudentId: cardStudent!.id,
  }
}

/** `app` is read when a call runs: the table is built before the test file's app exists. */
export function routeCases(app: () => FastifyInstance): RouteCase[] {
  const db = () => app().ctx.db
  const subjectRow = async (id: number) => (await db().select().from(subjects).where(eq(subjects.id, id)))[0]
  const groupRow = async (id: number) => (await db().select().from(groups).where(eq(groups.id, id)))[0]
  const ids = (response: LightMyRequestResponse) => (response.json() as { id: number }[]).map((row) => row.id)
  const ownedOnlyBy = (who: TestUser, teacherId: number, id: number) =>
    who.user.id === teacherId ? expect.arrayContaining([id]) : expect.not.arrayContaining([id])

  return [
    {
      route: 'GET /subjects',
      expected: everyTeacher,
      call: (client) => client.get('/subjects'),
      effect: async (who, response, fixture) => {
        const owner = (await subjectRow(fixture.subjectId))!.teacherId
        expect(ids(response)).toEqual(ownedOnlyBy(who, owner, fixture.subjectId))
      },
    },
    {
      route: 'POST /subjects/store',
      expected: everyTeacher,
      call: (client) => client.post('/subjects/store', { title: 'Physik', token: 'PH' }),
      effect: async (who, response) =>
        expect(await subjectRow(response.json().id)).toMatchObject({
          teacherId: who.user.id,
          title: 'Physik',
        }),
    },
    {
      route: 'POST /subjects/update',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/subjects/update', { id: fixture.subjectId, title: 'Biochemie', token: 'BC' }),
      effect: async (_who, _response, fixture) =>
        expect(await subjectRow(fixture.subjectId)).toMatchObject({ title: 'Biochemie', token: 'BC' }),
    },
    {
      route: 'POST /subjects/remove',
      expected: teachersObject,
      // Homework and exams would hold the fixture's subject back (409); the spare one has none.
      call: (client, fixture) => client.post('/subjects/remove', { id: fixture.spareSubjectId }),
      effect: async (_who, _response, fixture) =>
        expect(await subjectRow(fixture.spareSubjectId)).toBeUndefined(),
    },
    {
      route: 'GET /groups',
      expected: everyTeacher,
      call: (client) => client.get('/groups'),
      effect: async (who, response, fixture) => {
        const owner = (await groupRow(fixture.groupId))!.teacherId
        expect(ids(response)).toEqual(ownedOnlyBy(who, owner, fixture.groupId))
      },
    },
    {
      route: 'POST /groups/store',
      expected: everyTeacher,
      call: (client) => client.post('/groups/store', { name: '1a' }),
      effect: async (who, response) =>
        expect(await groupRow(response.json().id)).toMatchObject({ teacherId: who.user.id, name: '1a' }),
    },
    {
      route: 'POST /groups/update',
      expected: teachersObject,
      call: (client, fixture) => client.post('/groups/update', { id: fixture.groupId, name: 'Umbenannt' }),
      effect: async (_who, _response, fixture) =>
        expect(await groupRow(fixture.groupId)).toMatchObject({ name: 'Umbenannt' }),
    },
    {
      route: 'POST /groups/importStudents',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/groups/importStudents', {
          group_id: fixture.groupId,
          csv: `Lea;Graf;${uniqueEmail('lea')}`,
          commit: true,
        }),
      effect: async (_who, response, fixture) => {
        expect(response.json()).toMatchObject({ imported: true, rows: [{ outcome: 'invite', problems: [] }] })
        const members = await db().select().from(groupUsers).where(eq(groupUsers.groupId, fixture.groupId))
        expect(members).toHaveLength(2)
      },
    },
    {
      route: 'GET /groups/invitations',
      expected: teachersObject,
      call: (client, fixture) => client.get(`/groups/invitations?id=${fixture.groupId}`),
      effect: async (_who, response, fixture) =>
        expect(response.json()).toEqual([
          expect.objectContaining({ user_id: fixture.invitedId, firstname: 'Ina', expired: false }),
        ]),
    },
    {
      route: 'POST /groups/withdrawInvitation',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/groups/withdrawInvitation', { group_id: fixture.groupId, user_id: fixture.invitedId }),
      effect: async (_who, _response, fixture) =>
        expect(
          await db().select().from(classInvitations).where(eq(classInvitations.groupId, fixture.groupId)),
        ).toEqual([]),
    },
    {
      route: 'POST /groups/createStudents',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/groups/createStudents', { group_id: fixture.groupId, names: 'Lea Graf', commit: true }),
      effect: async (who, response, fixture) => {
        const [row] = response.json().rows
        expect(row).toMatchObject({
          firstname: 'Lea',
          lastname: 'Graf',
          username: expect.stringMatching(/^lea\.graf/),
        })
        const [account] = await db().select().from(users).where(eq(users.id, row.user_id))
        expect(account).toMatchObject({ email: null, createdBy: who.user.id, mustChangePassword: true })
        const members = await db().select().from(groupUsers).where(eq(groupUsers.groupId, fixture.groupId))
        expect(members).toHaveLength(2)
      },
    },
    {
      route: 'POST /groups/newStartPassword',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/groups/newStartPassword', {
          group_id: fixture.cardGroupId,
          user_id: fixture.cardStudentId,
        }),
      effect: async (_who, response, fixture) => {
        expect(response.json()).toMatchObject({ user_id: fixture.cardStudentId, firstname: 'Nils' })
        const [account] = await db().select().from(users).where(eq(users.id, fixture.cardStudentId))
        expect(account!.passwordHash).toMatch(/^\$argon2/)
      },
    },
    {
      route: 'POST /groups/copy',
      expected: teachersObject,
      call: (client, fixture) => client.post('/groups/copy', { id: fixture.groupId, name: 'Zugriff 2' }),
      effect: async (who, response, fixture) => {
        const copy = response.json() as { id: number; users: { id: number }[] }
        expect(await groupRow(copy.id)).toMatchObject({ teacherId: who.user.id, name: 'Zugriff 2' })
        expect(copy.users.map((user) => user.id)).toEqual([fixture.studentId])
      },
    },
    {
      route: 'GET /groups/archived',
      expected: everyTeacher,
      call: (client) => client.get('/groups/archived'),
    },
    {
      route: 'POST /groups/archive',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/groups/archive', { id: fixture.groupId, next_name: 'Zugriff 2' }),
      effect: async (who, response, fixture) => {
        expect(await groupRow(fixture.groupId)).toMatchObject({ archivedAt: expect.any(Date) })
        const { next_group: next } = response.json() as { next_group: { id: number } }
        expect(await groupRow(next.id)).toMatchObject({ teacherId: who.user.id, name: 'Zugriff 2' })
      },
    },
    {
      route: 'POST /groups/unarchive',
      expected: teachersObject,
      call: (client, fixture) => client.post('/groups/unarchive', { id: fixture.groupId }),
      effect: async (_who, response, fixture) => {
        expect(await groupRow(fixture.groupId)).toMatchObject({ archivedAt: null })
        expect(response.json()).toMatchObject({ id: fixture.groupId, name: 'Zugriff' })
      },
    },
    {
      route: 'POST /groups/remove',
      expected: teachersObject,
      call: (client, fixture) => client.post('/groups/remove', { id: fixture.groupId }),
      effect: async (who, response, fixture) => {
        expect(await groupRow(fixture.groupId)).toBeUndefined()
        const [item] = await db().select().from(trashItems).where(eq(trashItems.id, response.json().trash_id))
        expect(item).toMatchObject({ ownerId: who.user.id, kind: 'class', title: 'Zugriff' })
      },
    },
    {
      route: 'GET /groups/users',
      expected: teachersObject,
      call: (client, fixture) => client.get('/groups/users', { id: String(fixture.groupId) }),
      effect: async (_who, response, fixture) => expect(ids(response)).toEqual([fixture.studentId]),
    },
    {
      route: 'POST /groups/:groupId/users/:userId/toggleActive',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post(`/groups/${fixture.groupId}/users/${fixture.studentId}/toggleActive`, {}),
      effect: async (_who, response, fixture) => {
        expect(response.json()).toEqual({ active: false })
        const [row] = await db()
          .select()
          .from(groupUsers)
          .where(and(eq(groupUsers.groupId, fixture.groupId), eq(groupUsers.userId, fixture.studentId)))
        expect(row?.active).toBe(false)
      },
    },
    {
      route: 'GET /studentAccounts',
      expected: everyTeacher,
      call: (client) => client.get('/studentAccounts'),
      // The fixture's accounts are all in a class of their teacher: the list of those in none is empty.
      effect: async (_who, response) => expect(response.json()).toEqual([]),
    },
    {
      route: 'GET /studentAccounts/:userId/dataExport',
      expected: teachersObject,
      call: (client, fixture) => client.get(`/studentAccounts/${fixture.cardStudentId}/dataExport`),
      effect: async (_who, response) => {
        expect(response.json()).toMatchObject({ account: { firstname: 'Nils', email: null } })
      },
    },
    {
      route: 'POST /studentAccounts/:userId/delete',
      expected: teachersObject,
      call: (client, fixture) => client.post(`/studentAccounts/${fixture.cardStudentId}/delete`),
      effect: async (_who, response, fixture) => {
        expect(response.json()).toEqual({ deleted: true })
        expect(await db().select().from(users).where(eq(users.id, fixture.cardStudentId))).toEqual([])
      },
    },
    {
      route: 'POST /groups/:groupId/users/:userId/remove',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post(`/groups/${fixture.groupId}/users/${fixture.studentId}/remove`, { ratings: 'delete' }),
      effect: async (_who, response, fixture) => {
        expect(response.json()).toEqual({ removed: true, ratings: 'delete' })
        const members = await db().select().from(groupUsers).where(eq(groupUsers.groupId, fixture.groupId))
        expect(members).toEqual([])
      },
    },
    {
      route: 'GET /evaluations/getEvaluationsGroupedBySubjectsByUserId',
      expected: teachersObject,
      call: (client, fixture) =>
        client.get('/evaluations/getEvaluationsGroupedBySubjectsByUserId', {
          user_id: String(fixture.studentId),
          group_id: String(fixture.groupId),
        }),
      effect: async (_who, response, fixture) =>
        expect(response.json()).toEqual([
          expect.objectContaining({ subject_id: fixture.subjectId, homework_avg: 5, exam_avg: null }),
        ]),
    },
    {
      route: 'GET /events/notDoneEvents',
      expected: teachersObject,
      call: (client, fixture) =>
        client.get('/events/notDoneEvents', {
          userId: String(fixture.studentId),
          groupId: String(fixture.groupId),
          subjectId: String(fixture.subjectId),
        }),
      effect: async (_who, response) =>
        expect(response.json()).toEqual({
          homeworks: [],
          exams: [expect.objectContaining({ topic: { title: 'Basen' } })],
        }),
    },
    {
      route: 'GET /home/overview',
      expected: everyTeacher,
      call: (client) => client.get('/home/overview'),
      // The teacher counts their own class and subjects; the admin ("another teacher") sees none of them.
      effect: async (who, response) => {
        const counts = response.json() as { classes: number; subjects: number }
        const owner = who.user.roleId === Role.teacher
        expect(counts.classes > 0 && counts.subjects > 0, who.user.email).toBe(owner)
      },
    },
  ]
}
