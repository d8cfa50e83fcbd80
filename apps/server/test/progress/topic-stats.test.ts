import type { TopicQuestion, TopicUser } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { insertStudents } from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { otherClassRunning, type RunningModule, rateTopic, read, runningModule } from './progress-builders'

// The topic statistics dialog's two lists, worked out by hand. One topic of 4 questions q1..q4; the
// class's active students Max Meier, Otto Oberli, Anna Özdemir, Zoe Zürcher and one inactive:
//   Meier:   q1 5 (60 s), q2 4 (119 s), q3 6 (120 s), q4 0 (5 s) -> 3 counted: average 5, progress
//            3/4 = 75, too fast 2 (60 and 119; 120 is not under 120), timed 3, 299 s
//   Oberli:  nothing -> average null, progress 0
//   Özdemir: q1 3 (untimed), q2 4.5 (300 s, a day later) -> average 3.75, progress 50, timed 1
//   Zürcher: q1 4, q2 4.5, q3 4.5 (untimed; q3 arrived offline two days later) -> 13 / 3 = 4.333 ->
//            4.33, progress 75, last rated Nov 2 (when given, not when it arrived)
//   inactive and a student of another class: q1 1 -> nowhere
// Per question: q1 5, 3, 4 -> 4; q2 4, 4.5, 4.5 -> 4.33; q3 6, 4.5 -> 5.25; q4 only a 0 -> null.

const t = useTestApp()
let teacher: TestUser
let running: RunningModule
const later = new Date('2026-11-03T10:00:00Z')

beforeAll(async () => {
  const app = t.app
  teacher = await createUser(app)
  running = await runningModule(app, teacher.user.id, {
    students: 4,
    inactive: 1,
    questions: 4,
    // Made in this order; the German order puts Oberli and Özdemir between Meier and Zürcher.
    names: [
      { firstname: 'Zoe', lastname: 'Zürcher' },
      { firstname: 'Anna', lastname: 'Özdemir' },
      { firstname: 'Otto', lastname: 'Oberli' },
      { firstname: 'Max', lastname: 'Meier', goal: 5 },
    ],
  })
  const [zuercher, oezdemir, , meier] = running.students
  const q = running.grid.at(1, 1).questionIds
  await rateTopic(app, running, meier!, q, [5, 4, 6, 0], { secondsSpent: [60, 119, 120, 5] })
  await rateTopic(app, running, oezdemir!, [q[0]!], [3])
  await rateTopic(app, running, oezdemir!, [q[1]!], [4.5], { secondsSpent: [300], at: later })
  await rateTopic(app, running, zuercher!, [q[0]!, q[1]!, q[2]!], [4, 4.5, 4.5])
  // Her device was offline: q3 arrived two days after she gave it; it was still given on Nov 2.
  await app.ctx.db.execute(sql`update evaluations set updated_at = '2026-11-04T12:00:00Z'
    where user_id = ${zuercher!.id} and question_id = ${q[2]!}`)
  await rateTopic(app, running, running.inactive[0]!, [q[0]!], [1], { secondsSpent: [10] })
  const [outsider] = await insertStudents(app, [{ firstname: 'Fremd' }])
  const other = await otherClassRunning(app, teacher.user.id, running.grid.moduleId, [outsider!])
  await rateTopic(app, running, outsider!, [q[0]!], [1], { eventId: other.eventId })
})

const query = () => ({ event_id: running.eventId, topic_id: running.grid.at(1, 1).id })

describe('GET /modules/loadUsersByTopic', () => {
  test('every active student by German name order, with the counted ratings of the topic', async () => {
    const users = await read<TopicUser[]>(t.app, teacher, '/modules/loadUsersByTopic', query())
    const [zuercher, oezdemir, oberli, meier] = running.students
    const person = (student: typeof meier, goal = 4) => ({
      id: student!.id,
      firstname: student!.firstname,
      lastname: student!.lastname,
      goal,
    })
    expect(users).toEqual([
      {
        ...person(meier, 5),
        average: 5,
        progress: 75,
        evaluations: 3,
        too_fast: 2,
        timed: 3,
        seconds_spent: 299,
        last_rated_at: '2026-11-02T08:00:00.000Z',
        check: null,
      },
      {
        ...person(oberli),
        average: null,
        progress: 0,
        evaluations: 0,
        too_fast: 0,
        timed: 0,
        seconds_spent: 0,
        last_rated_at: null,
        check: null,
      },
      {
        ...person(oezdemir),
        average: 3.75,
        progress: 50,
        evaluations: 2,
        too_fast: 0,
        timed: 1,
        seconds_spent: 300,
        last_rated_at: '2026-11-03T10:00:00.000Z',
        check: null,
      },
      {
        ...person(zuercher),
        average: 4.33,
        progress: 75,
        evaluations: 3,
        too_fast: 0,
        timed: 0,
        seconds_spent: 0,
        last_rated_at: '2026-11-02T08:00:00.000Z',
        check: null,
      },
    ])
  })
})

describe('GET /modules/loadQuestionsByTopic', () => {
  test('each question by order with the class average, counts and timing', async () => {
    const questions = await read<TopicQuestion[]>(t.app, teacher, '/modules/loadQuestionsByTopic', query())
    const topic = running.grid.at(1, 1)
    const question = (index: number) => ({
      id: topic.questionIds[index],
      title: `Ich kann ${topic.id}.${index + 1}`,
      order: index + 1,
    })
    expect(questions).toEqual([
      { ...question(0), average: 4, evaluations: 3, too_fast: 1, timed: 1 },
      { ...question(1), average: 4.33, evaluations: 3, too_fast: 1, timed: 2 },
      { ...question(2), average: 5.25, evaluations: 2, too_fast: 0, timed: 1 },
      { ...question(3), average: null, evaluations: 0, too_fast: 0, timed: 0 },
    ])
  })
})
