import type { StudentProgressReport } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { insertActivation } from '../activations/activation-builders'
import { addMembers, createClass, createSubjectRow, insertStudent } from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { get, type RunningModule, rateTopic, read, runningModule } from './progress-builders'

// GET /modules/getStudentProgressReport, worked out by hand. The owner's module (3 topics x 3
// questions = 9) runs in two classes of the teacher, A (student S active) and B (S inactive), and in
// a class C of a third teacher with S as a member. S's ratings (Zürich is UTC+1 in November):
//   A: 1.1 q1 5  22:30 UTC Nov 2 = 23:30 Nov 2 Zürich, 3 s
//      1.1 q2 4  23:30 UTC Nov 2 = 00:30 Nov 3 Zürich, 30 s
//      1.2 q1 6  23:45 UTC Nov 2 = 00:45 Nov 3 Zürich, 10 s
//      1.2 q2 4.5 10:00 UTC Nov 2 (untimed)
//      1.1 q3 0  Nov 5, 60 s -> counts nowhere (no question, no day, no timing)
//   B: 1.1 q1 3 Nov 10, 200 s;  1.3 q1 5 Nov 10, 2 s
//   C: 1.3 q2 5 Nov 20, 100 s
// Only A: 4 questions of 9 -> 44; days Nov 2 and Nov 3 -> 2 (one UTC day); timed 3, 30, 10 -> 2 of 3
//   over 5 s -> 67; 4 counted.
// The teacher (A and B): questions 1.1 q1, q2, 1.2 q1, q2, 1.3 q1 -> 5 / 9 -> 56; days 3; timed 3,
//   30, 10, 200, 2 -> 3 of 5 -> 60; 6 counted.
// The owner (A, B and C): 6 / 9 -> 67; days 4; 4 of 6 -> 67; 7 counted.

const t = useTestApp()
let owner: TestUser
let teacher: TestUser
let running: RunningModule
let student: UserRow
let classB: number
let classC: number
const utc = (iso: string) => new Date(iso)

/** The module running in a new class of `teacherId` with the given member. */
async function runIn(
  app: FastifyInstance,
  input: { teacherId: number; moduleId: number; name: string; member: UserRow; active: boolean },
) {
  const group = await createClass(app, input.teacherId, input.name)
  await addMembers(app, group.id, [input.member], { active: input.active })
  const subject = await createSubjectRow(app, input.teacherId, 'Mathematik', input.name)
  const { teacherId, moduleId } = input
  return insertActivation(app, { moduleId, teacherId, groupId: group.id, subjectId: subject.id })
}

beforeAll(async () => {
  const app = t.app
  owner = await createUser(app)
  teacher = await createUser(app)
  const third = await createUser(app)
  running = await runningModule(app, teacher.user.id, { students: 3, rows: 3, ownerId: owner.user.id })
  student = running.students[0]!
  const q = (row: number) => running.grid.at(1, row).questionIds
  const moduleId = running.grid.moduleId
  const b = await runIn(app, {
    teacherId: teacher.user.id,
    moduleId,
    name: 'B',
    member: student,
    active: false,
  })
  const c = await runIn(app, { teacherId: third.user.id, moduleId, name: 'C', member: student, active: true })
  classB = b.eventId
  classC = c.eventId
  const rateAt = (eventId: number, questionId: number, grade: number, at: string, seconds: number | null) =>
    rateTopic(app, running, student, [questionId], [grade], { eventId, at: utc(at), secondsSpent: [seconds] })
  const a = running.eventId
  await rateAt(a, q(1)[0]!, 5, '2026-11-02T22:30:00Z', 3)
  await rateAt(a, q(1)[1]!, 4, '2026-11-02T23:30:00Z', 30)
  await rateAt(a, q(2)[0]!, 6, '2026-11-02T23:45:00Z', 10)
  await rateAt(a, q(2)[1]!, 4.5, '2026-11-02T10:00:00Z', null)
  await rateAt(a, q(1)[2]!, 0, '2026-11-05T10:00:00Z', 60)
  await rateAt(b.eventId, q(1)[0]!, 3, '2026-11-10T12:00:00Z', 200)
  await rateAt(b.eventId, q(3)[0]!, 5, '2026-11-10T12:00:00Z', 2)
  await rateAt(c.eventId, q(3)[1]!, 5, '2026-11-20T10:00:00Z', 100)
})

const report = (who: TestUser, query: Record<string, number>) =>
  read<StudentProgressReport>(t.app, who, '/modules/getStudentProgressReport', {
    module_id: running.grid.moduleId,
    ...query,
  })

describe('GET /modules/getStudentProgressReport', () => {
  test('one activation: progress, days worked in Zürich, reliability', async () => {
    expect(await report(teacher, { user_id: student.id, event_id: running.eventId })).toEqual({
      progress_percentage: 44,
      days_worked_count: 2,
      carefully_evaluated_percentage: 67,
      evaluations_count: 4,
      questions_count: 9,
    })
  })

  test("without an event: the caller's activations whose class has the student, active or not", async () => {
    expect(await report(teacher, { user_id: student.id })).toEqual({
      progress_percentage: 56,
      days_worked_count: 3,
      carefully_evaluated_percentage: 60,
      evaluations_count: 6,
      questions_count: 9,
    })
  })

  test("the module's owner sees every activation of it, another teacher's class included", async () => {
    expect(await report(owner, { user_id: student.id })).toEqual({
      progress_percentage: 67,
      days_worked_count: 4,
      carefully_evaluated_percentage: 67,
      evaluations_count: 7,
      questions_count: 9,
    })
  })

  test('days worked are the days the ratings were given, not the days they arrived (offline)', async () => {
    // Two ratings given on Nov 3 in Zürich; the device was offline, the second arrived on Nov 4.
    const late = running.students[2]!
    const q = running.grid.at(1, 1).questionIds
    await rateTopic(t.app, running, late, [q[0]!, q[1]!], [4, 5], { at: utc('2026-11-03T09:00:00Z') })
    await t.app.ctx.db.execute(sql`update evaluations set created_at = '2026-11-04T08:00:00Z'
      where user_id = ${late.id} and question_id = ${q[1]!}`)
    expect(await report(teacher, { user_id: late.id, event_id: running.eventId })).toMatchObject({
      days_worked_count: 1,
      evaluations_count: 2,
    })
  })

  test('a member without ratings: all at 0', async () => {
    expect(await report(teacher, { user_id: running.students[1]!.id })).toEqual({
      progress_percentage: 0,
      days_worked_count: 0,
      carefully_evaluated_percentage: 0,
      evaluations_count: 0,
      questions_count: 9,
    })
  })

  test('404 for a student in none of the classes, and for an event that is not theirs or not seen', async () => {
    const stranger = await insertStudent(t.app)
    const refused: Record<string, number>[] = [
      { user_id: stranger.id },
      // Class C is the third teacher's: not the teacher's to see.
      { user_id: student.id, event_id: classC },
      // The second student is not a member of class B.
      { user_id: running.students[1]!.id, event_id: classB },
    ]
    for (const query of refused) {
      const response = await get(t.app, teacher, '/modules/getStudentProgressReport', {
        module_id: running.grid.moduleId,
        ...query,
      })
      expect(response.statusCode, JSON.stringify(query)).toBe(404)
    }
  })
})
