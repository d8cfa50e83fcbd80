import { type ErrorCode, errorMessages, errorStatus, inStudentWording } from '@lernraster/shared'
import { asc } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  checkAttempts,
  classInvitations,
  evaluations,
  events,
  examResults,
  groupUsers,
  helpRequests,
  studentFeedbacks,
  studentGoals,
} from '../../src/db/schema'
import { studentChecksRoutes } from '../../src/modules/checks/student-checks.routes'
import { studentInvitationsRoutes } from '../../src/modules/class-import/student-invitations.routes'
import { studentHelpRequestsRoutes } from '../../src/modules/help-requests/student-help-requests.routes'
import { liveRoutes } from '../../src/modules/live/live.routes'
import { studentLiveRoutes } from '../../src/modules/live/student-live.routes'
import { ownNextStepRoutes } from '../../src/modules/next-steps/next-steps.routes'
import { planningRoutes } from '../../src/modules/planning/planning.routes'
import { studentSchoolSignInRoutes } from '../../src/modules/school-sign-in/school-sign-in.routes'
import { studentRoutes } from '../../src/modules/student-app/student.routes'
import { studentAuthRoutes } from '../../src/modules/student-app/student-auth.routes'
import { studentDataRoutes } from '../../src/modules/student-data/student-data.routes'
import { ownTeacherRatingsRoutes } from '../../src/modules/teacher-ratings/own-teacher-ratings.routes'
import { checkOf } from '../checks/check-builders'
import { idOfPath } from '../files/file-builders'
import { createClass } from '../school/school-builders'
import { registeredRoutes } from '../support/access-table'
import {
  api,
  createCallers,
  createUser,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createStudent,
  giveQuestionFiles,
  plannedEvent,
  STUDENT_API,
  type StudentWorld,
  studentApi,
  studentWorld,
} from './student-builders'

// Issue 15: who may call each route of the student API and of the teacher's homework and exam
// planning. Callers: nobody; a student of the class; a student of another class; the class's
// teacher; another teacher; a teacher not yet confirmed or activated; the provider's administrator.
// A refused call changes nothing.

const t = useTestApp()
type Who =
  | 'anonymous'
  | 'student'
  | 'otherStudent'
  | 'teacher'
  | 'otherTeacher'
  | 'unconfirmed'
  | 'notActivated'
  | 'admin'
const everyone: Who[] = [
  'anonymous',
  'student',
  'otherStudent',
  'teacher',
  'otherTeacher',
  'unconfirmed',
  'notActivated',
  'admin',
]
type Outcome = number | ErrorCode

let world: StudentWorld
let users: Record<Who, TestUser | undefined>
let homework: number
let exam: number
/** The student API's path of a question's file in the class's module. */
let questionFile: string

beforeAll(async () => {
  world = await studentWorld(t.app)
  const callers = await createCallers(t.app)
  const otherStudent = await createStudent(t.app)
  homework = await plannedEvent(t.app, world, 'homework', world.grid.at(1, 1).id, 2)
  exam = await plannedEvent(t.app, world, 'exam', world.grid.at(2, 1).id, 2)
  const files = await giveQuestionFiles(t.app, world)
  questionFile = `/files/${idOfPath(files.stored.question)}`
  // A check the student may take again and again (issue 37).
  const check = checkOf(world.grid.at(1, 1).id, { opens: 'always', wait_hours: 0 })
  expect((await api(t.app, world.teacher.token).post('/checks/save', check)).statusCode).toBe(200)
  users = {
    anonymous: undefined,
    student: world.student,
    otherStudent,
    teacher: world.teacher,
    otherTeacher: await createUser(t.app),
    unconfirmed: callers.unconfirmed,
    notActivated: callers.notActivated,
    admin: callers.admin,
  }
})

/** Everything a refused call could have touched. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    memberships: await db.select().from(groupUsers).orderBy(asc(groupUsers.groupId), asc(groupUsers.userId)),
    invitations: await db
      .select()
      .from(classInvitations)
      .orderBy(asc(classInvitations.groupId), asc(classInvitations.userId)),
    goals: await db.select().from(studentGoals).orderBy(asc(studentGoals.userId)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    evaluations: await db.select().from(evaluations).orderBy(asc(evaluations.id)),
    examResults: await db.select().from(examResults).orderBy(asc(examResults.id)),
    feedback: await db.select().from(studentFeedbacks).orderBy(asc(studentFeedbacks.id)),
    helpRequests: await db.select().from(helpRequests).orderBy(asc(helpRequests.id)),
    checkAttempts: await db.select().from(checkAttempts).orderBy(asc(checkAttempts.id)),
  }
}

const publicRoute = (status: number): Record<Who, Outcome> =>
  Object.fromEntries(everyone.map((who) => [who, status])) as Record<Who, Outcome>
const everyoneGets = (outcome: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(everyone.map((who) => [who, outcome])) as Record<Who, Outcome>
const teachersRefused = {
  anonymous: 'unauthenticated',
  teacher: 'teacherNotAllowed',
  otherTeacher: 'teacherNotAllowed',
  unconfirmed: 'teacherNotAllowed',
  notActivated: 'teacherNotAllowed',
  admin: 'teacherNotAllowed',
} as const
/** The student's own list: every student gets theirs. */
const anyStudent: Record<Who, Outcome> = { ...teachersRefused, student: 200, otherStudent: 200 }
/** Something of the student's class: another student is told it does not exist. */
const classStudent: Record<Who, Outcome> = { ...teachersRefused, student: 200, otherStudent: 'notFound' }
const studentsRefused = {
  anonymous: 'unauthenticated',
  student: 'studentNotAllowed',
  otherStudent: 'studentNotAllowed',
  unconfirmed: 'emailNotConfirmed',
  notActivated: 'accountNotActivated',
} as const
const anyTeacher: Record<Who, Outcome> = { ...studentsRefused, teacher: 200, otherTeacher: 200, admin: 200 }
const classTeacher = (status = 200): Record<Who, Outcome> => ({
  ...studentsRefused,
  teacher: status,
  otherTeacher: 'notFound',
  admin: 'notFound',
})

interface Row {
  route: string
  call: (who: TestUser | undefined, prepared: number) => Promise<LightMyRequestResponse>
  /** Made afresh for each caller before the snapshot (a homework to remove). */
  prepare?: () => Promise<number>
  outcomes: Record<Who, Outcome>
}

const student = (who: TestUser | undefined) => studentApi(t.app, who?.token)
const teacher = (who: TestUser | undefined) => api(t.app, who?.token)
/** A new class of the teacher with an invitation for the class's student (decision 037). */
async function invitedClass(): Promise<number> {
  const group = await createClass(t.app, world.teacher.user.id, 'Eingeladen')
  const now = t.clock.now()
  await t.app.ctx.db.insert(classInvitations).values({
    groupId: group.id,
    userId: world.student.user.id,
    invitedBy: world.teacher.user.id,
    firstname: 'Lea',
    lastname: 'Liste',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 14 * 86_400_000),
  })
  return group.id
}
/** A new class of the teacher with the class's student in it, to leave (decision 042). */
async function memberClass(): Promise<number> {
  const group = await createClass(t.app, world.teacher.user.id, 'Verlassen', [world.student.user])
  return group.id
}
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString()

const table = (): Row[] => [
  // The student API's accounts: public routes answer everybody alike (their own rules apply after).
  {
    route: 'POST /auth/login',
    // A fresh address each time: the login throttle counts per address.
    call: (who) => student(who).post('/auth/login', { email: uniqueEmail('niemand'), password: 'x' }),
    outcomes: { ...publicRoute(401) },
  },
  // The school sign-in (decision 043): off here, so the apps show no button and the calls answer
  // 404 to everyone. With a provider configured: test/school-sign-in.
  {
    route: 'GET /auth/options',
    call: (who) => student(who).get('/auth/options'),
    outcomes: publicRoute(200),
  },
  {
    route: 'POST /auth/oidc/start',
    call: (who) => student(who).post('/auth/oidc/start'),
    outcomes: everyoneGets('notFound'),
  },
  {
    route: 'POST /auth/oidc/finish',
    call: (who) => student(who).post('/auth/oidc/finish', { callback: '?code=abc&state=def' }),
    outcomes: everyoneGets('notFound'),
  },
  {
    route: 'POST /auth/register',
    call: (who) => student(who).post('/auth/register', { firstname: 'A' }),
    outcomes: publicRoute(422),
  },
  {
    route: 'POST /auth/forgotPassword',
    call: (who) => student(who).post('/auth/forgotPassword', { email: uniqueEmail('niemand') }),
    outcomes: publicRoute(200),
  },
  {
    route: 'POST /auth/resetPassword',
    call: (who) =>
      student(who).post('/auth/resetPassword', {
        token: 'kein-gueltiger-token-1234567890',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      }),
    outcomes: publicRoute(422),
  },
  {
    route: 'POST /auth/ownPassword',
    // Only a start password is replaced here (decision 038); these students have their own.
    call: (who) =>
      student(who).post('/auth/ownPassword', {
        password: 'Neu-Passwort-9',
        password_confirmation: 'Neu-Passwort-9',
      }),
    outcomes: { ...teachersRefused, student: 'forbidden', otherStudent: 'forbidden' },
  },
  { route: 'GET /users/userinfo', call: (who) => student(who).get('/users/userinfo'), outcomes: anyStudent },
  {
    route: 'POST /account/addEmail',
    // Only for an account without an address (decision 041); these students have one.
    call: (who) => student(who).post('/account/addEmail', { email: uniqueEmail('zweit') }),
    // 403 with its own text (studentAddressMessages.addressAlreadyAdded, student-address.test.ts).
    outcomes: { ...teachersRefused, student: 403, otherStudent: 403 },
  },
  {
    route: 'POST /account/confirmEmail',
    call: (who) => student(who).post('/account/confirmEmail', { code: '123456' }),
    outcomes: { ...teachersRefused, student: 403, otherStudent: 403 },
  },
  {
    route: 'GET /account/dataExport',
    call: (who) => student(who).get('/account/dataExport'),
    outcomes: anyStudent,
  },
  {
    route: 'POST /account/delete',
    // A wrong password deletes nothing (decision 045); the deletion itself: student-data.test.ts.
    call: (who) => student(who).post('/account/delete', { password: 'nicht-das-passwort-1' }),
    outcomes: {
      ...teachersRefused,
      student: 'currentPasswordIncorrect',
      otherStudent: 'currentPasswordIncorrect',
    },
  },
  { route: 'GET /groups', call: (who) => student(who).get('/groups'), outcomes: anyStudent },
  {
    route: 'POST /groups/join',
    call: (who) => student(who).post('/groups/join', { token: 'NOCODE' }),
    outcomes: { ...teachersRefused, student: 422, otherStudent: 422 },
  },
  {
    route: 'POST /groups/leave',
    prepare: memberClass,
    call: (who, groupId) => student(who).post('/groups/leave', { group_id: groupId }),
    outcomes: classStudent,
  },
  { route: 'GET /invitations', call: (who) => student(who).get('/invitations'), outcomes: anyStudent },
  {
    route: 'POST /invitations/accept',
    prepare: invitedClass,
    call: (who, groupId) => student(who).post('/invitations/accept', { group_id: groupId }),
    outcomes: classStudent,
  },
  {
    route: 'POST /invitations/decline',
    prepare: invitedClass,
    call: (who, groupId) => student(who).post('/invitations/decline', { group_id: groupId }),
    outcomes: classStudent,
  },
  { route: 'GET /goals', call: (who) => student(who).get('/goals'), outcomes: anyStudent },
  {
    route: 'POST /goals/update',
    call: (who) => student(who).post('/goals/update', { subject_id: world.subjectId, goal: 5 }),
    outcomes: classStudent,
  },
  { route: 'GET /modules', call: (who) => student(who).get('/modules'), outcomes: anyStudent },
  {
    route: 'GET /modules/grid',
    call: (who) => student(who).get('/modules/grid', { event_id: world.eventId }),
    outcomes: classStudent,
  },
  {
    route: 'GET /nextStep',
    call: (who) => student(who).get('/nextStep', { event_id: world.eventId }),
    outcomes: classStudent,
  },
  {
    route: 'GET /topics/byId',
    call: (who) =>
      student(who).get('/topics/byId', { event_id: world.eventId, topic_id: world.grid.at(1, 1).id }),
    outcomes: classStudent,
  },
  {
    route: 'POST /evaluations/rate',
    call: (who) =>
      student(who).post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: world.grid.at(1, 1).questionIds[0],
        grade: 4,
      }),
    outcomes: classStudent,
  },
  {
    route: 'POST /feedbacks/store',
    call: (who) =>
      student(who).post('/feedbacks/store', {
        event_id: world.eventId,
        question_id: world.grid.at(1, 1).questionIds[0],
        feedback_type_id: 1,
        content: 'Wie geht das?',
      }),
    outcomes: { ...classStudent, student: 201 },
  },
  {
    route: 'POST /helpRequests/store',
    call: (who) =>
      student(who).post('/helpRequests/store', {
        event_id: world.eventId,
        topic_id: world.grid.at(1, 1).id,
        text: 'Ich komme nicht weiter.',
      }),
    outcomes: classStudent,
  },
  {
    route: 'GET /helpRequests',
    call: (who) => student(who).get('/helpRequests', { event_id: world.eventId }),
    outcomes: classStudent,
  },
  { route: 'GET /files/:id', call: (who) => student(who).get(questionFile), outcomes: classStudent },
  {
    route: 'GET /teacherRatings',
    call: (who) => student(who).get('/teacherRatings', { event_id: world.eventId }),
    outcomes: classStudent,
  },
  {
    route: 'GET /checks/byTopic',
    call: (who) =>
      student(who).get('/checks/byTopic', { event_id: world.eventId, topic_id: world.grid.at(1, 1).id }),
    outcomes: classStudent,
  },
  {
    route: 'POST /checks/start',
    call: (who) =>
      student(who).post('/checks/start', { event_id: world.eventId, topic_id: world.grid.at(1, 1).id }),
    outcomes: classStudent,
  },
  {
    route: 'POST /checks/submit',
    // The class's student's running attempt, started afresh once the last was submitted.
    prepare: async () =>
      (
        await studentApi(t.app, world.student.token).post('/checks/start', {
          event_id: world.eventId,
          topic_id: world.grid.at(1, 1).id,
        })
      ).json().id,
    call: (who, attempt) => student(who).post('/checks/submit', { attempt_id: attempt, answers: {} }),
    outcomes: classStudent,
  },
  { route: 'GET /homeworks', call: (who) => student(who).get('/homeworks'), outcomes: anyStudent },
  { route: 'GET /exams', call: (who) => student(who).get('/exams'), outcomes: anyStudent },
  {
    route: 'POST /exams/selfAssessment',
    call: (who) => student(who).post('/exams/selfAssessment', { event_id: exam, before: 4 }),
    outcomes: classStudent,
  },
  {
    route: 'POST /auth/logout',
    // Last of the student routes: it ends the caller's session.
    call: async (who) => {
      const session = who && (await createSessionLike(who))
      return student(session).post('/auth/logout')
    },
    outcomes: anyStudent,
  },
  // The teacher's planning.
  {
    route: 'GET /events/planned',
    call: (who) => teacher(who).get('/events/planned?type=homework'),
    outcomes: anyTeacher,
  },
  {
    route: 'GET /events/topicChoices',
    call: (who) => teacher(who).get('/events/topicChoices'),
    outcomes: anyTeacher,
  },
  {
    route: 'POST /events/store',
    call: (who) =>
      teacher(who).post('/events/store', {
        type: 'homework',
        group_id: world.group.id,
        subject_id: world.subjectId,
        topic_id: world.grid.at(2, 2).id,
        due_at: inDays(4),
      }),
    // Another teacher's class is named as the field at fault (the form's select).
    outcomes: { ...classTeacher(201), otherTeacher: 'validation', admin: 'validation' },
  },
  {
    route: 'POST /events/update',
    call: (who) => teacher(who).post('/events/update', { id: homework, due_at: inDays(3) }),
    outcomes: classTeacher(),
  },
  {
    route: 'GET /events/examResults',
    call: (who) => teacher(who).get(`/events/examResults?id=${exam}`),
    outcomes: classTeacher(),
  },
  {
    route: 'POST /events/examGrades',
    call: (who) =>
      teacher(who).post('/events/examGrades', {
        id: exam,
        grades: [{ user_id: world.student.user.id, grade: 5 }],
      }),
    outcomes: classTeacher(),
  },
  // The teacher's live stream (it ends at once in tests: LIVE_STREAM_SECONDS in test-app.ts).
  { route: 'GET /live', call: (who) => teacher(who).get('/live'), outcomes: anyTeacher },
  // The student's live stream (issue 32 item 2): every student gets their own; teachers are refused.
  { route: 'GET /student/live', call: (who) => student(who).get('/live'), outcomes: anyStudent },
  {
    route: 'POST /events/remove',
    prepare: () => plannedEvent(t.app, world, 'homework', world.grid.at(1, 2).id, 2),
    call: (who, fresh) => teacher(who).post('/events/remove', { id: fresh }),
    outcomes: classTeacher(),
  },
]

/** A second session of the same account, so that logging out does not end the one the table uses. */
async function createSessionLike(who: TestUser): Promise<TestUser> {
  const { issueApiToken } = await import('../../src/modules/auth/session.service')
  return { ...who, token: await issueApiToken(t.app.ctx, t.app.ctx.db, who.user.id) }
}

function expectOutcome(response: LightMyRequestResponse, outcome: Outcome, who: Who) {
  if (typeof outcome === 'number') {
    expect(response.statusCode, `${who}: ${response.body}`).toBe(outcome)
    return
  }
  const body = response.json()
  expect({ status: response.statusCode, code: body.code }, `${who}: ${response.body}`).toEqual({
    status: errorStatus[outcome],
    code: outcome,
  })
  // The student API says the shared texts in du (issue 32); the teacher's planning keeps Sie.
  const student = response.raw.req.url?.startsWith(STUDENT_API) ?? false
  const message = student ? inStudentWording(errorMessages[outcome]) : errorMessages[outcome]
  if (outcome !== 'validation') expect(body.message).toBe(message)
}

describe('access of every student, planning and live route', () => {
  test('the table covers every route of the plugins', async () => {
    const registered = await registeredRoutes(t.app, [
      studentAuthRoutes,
      studentDataRoutes,
      studentSchoolSignInRoutes,
      studentRoutes,
      studentInvitationsRoutes,
      ownTeacherRatingsRoutes,
      studentChecksRoutes,
      studentHelpRequestsRoutes,
      ownNextStepRoutes,
      planningRoutes,
      liveRoutes,
      // Beside the teacher's GET /live, under a prefix of its own (one probe cannot hold both).
      async (app) => app.register(studentLiveRoutes, { prefix: '/student' }),
    ])
    expect(new Set(table().map((row) => row.route))).toEqual(new Set(registered))
  })

  test.each(table().map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    for (const who of everyone) {
      const outcome = row.outcomes[who]
      const refused = typeof outcome !== 'number'
      const prepared = (await row.prepare?.()) ?? 0
      const before = refused ? await snapshot() : undefined
      const response = await row.call(users[who], prepared)
      expectOutcome(response, outcome, who)
      if (refused) expect(await snapshot(), `${who} changed nothing`).toEqual(before)
    }
  })
})
