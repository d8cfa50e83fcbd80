import type { HelpRequest, OwnHelpRequest } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../src/db/schema'
import { insertActivation } from '../activations/activation-builders'
import { createGrid } from '../modules/module-builders'
import { createClass, createSubjectRow } from '../school/school-builders'
import { createStudent, ok, studentApi } from '../student/student-builders'
import { api, createUser, type TestUser } from '../support/builders'

// A module of `owner` run by `teacher`'s class, which `student` joined through the student API: the
// two teachers who see the class's help requests (the progress screens' rule) and one who asks.

let worldNumber = 0

export async function helpWorld(app: FastifyInstance) {
  worldNumber += 1
  const teacher = await createUser(app)
  const owner = await createUser(app)
  await app.ctx.db
    .update(users)
    .set({ firstname: 'Otto', lastname: 'Autor' })
    .where(eq(users.id, owner.user.id))
  const student = await createStudent(app)
  await app.ctx.db
    .update(users)
    .set({ firstname: 'Mia', lastname: `Muster${worldNumber}` })
    .where(eq(users.id, student.user.id))
  const group = await createClass(app, teacher.user.id, `Hilfe ${worldNumber}`)
  const subject = await createSubjectRow(app, teacher.user.id, 'Mathematik', `H${worldNumber}`)
  const grid = await createGrid(app, owner.user.id, { filled: { columns: 2, rows: 1, questions: 1 } })
  ok(await studentApi(app, student.token).post('/groups/join', { token: group.token }))
  const activation = await insertActivation(app, {
    moduleId: grid.moduleId,
    teacherId: teacher.user.id,
    groupId: group.id,
    subjectId: subject.id,
  })
  return { teacher, owner, student, group, subjectId: subject.id, grid, eventId: activation.eventId }
}
export type HelpWorld = Awaited<ReturnType<typeof helpWorld>>

/** The student asks for help on a topic; the answer must be 200. */
export async function askForHelp(
  app: FastifyInstance,
  who: TestUser,
  input: { eventId: number; topicId: number; text?: string },
): Promise<OwnHelpRequest> {
  return ok<OwnHelpRequest>(
    await studentApi(app, who.token).post('/helpRequests/store', {
      event_id: input.eventId,
      topic_id: input.topicId,
      text: input.text,
    }),
  )
}

/** The teacher's feed, optionally of one activation; the answer must be 200. */
export async function teacherFeed(app: FastifyInstance, who: TestUser, eventId?: number) {
  return ok<HelpRequest[]>(
    await api(app, who.token).get(
      '/helpRequests',
      eventId === undefined ? {} : { event_id: String(eventId) },
    ),
  )
}

export async function handle(app: FastifyInstance, who: TestUser, id: number): Promise<HelpRequest> {
  return ok<HelpRequest>(await api(app, who.token).post('/helpRequests/handle', { id }))
}
