import type { ChartQuestion, EventChart, TopicChart } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { insertStudents } from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { otherClassRunning, type RunningModule, rateTopic, read, runningModule } from './progress-builders'

// The chart data: a 2 x 2 grid of 2 questions per topic; the class Zoe Zürcher, Anna Özdemir, Max
// Meier (made in this order) and one inactive member. Counted grades:
//   topic 1.1: q1 Meier 5, Özdemir 6, Zürcher 4; q2 only Meier's 0 -> none
//   topic 1.2: q2 Zürcher 2;  topic 2.1: q1 Meier 3.5
// The inactive member's and another class's 1 on 1.1 q1 appear nowhere.

const t = useTestApp()
let teacher: TestUser
let running: RunningModule
let zuercher: UserRow
let oezdemir: UserRow
let meier: UserRow

beforeAll(async () => {
  const app = t.app
  teacher = await createUser(app)
  running = await runningModule(app, teacher.user.id, {
    students: 3,
    inactive: 1,
    columns: 2,
    rows: 2,
    questions: 2,
    names: [
      { firstname: 'Zoe', lastname: 'Zürcher' },
      { firstname: 'Anna', lastname: 'Özdemir' },
      { firstname: 'Max', lastname: 'Meier' },
    ],
  })
  ;[zuercher, oezdemir, meier] = running.students as [UserRow, UserRow, UserRow]
  const q = (column: number, row: number) => running.grid.at(column, row).questionIds
  await rateTopic(app, running, meier, [...q(1, 1), q(2, 1)[0]!], [5, 0, 3.5])
  await rateTopic(app, running, oezdemir, [q(1, 1)[0]!], [6])
  await rateTopic(app, running, zuercher, [q(1, 1)[0]!, q(1, 2)[1]!], [4, 2])
  await rateTopic(app, running, running.inactive[0]!, [q(1, 1)[0]!], [1])
  const [outsider] = await insertStudents(app, [{ firstname: 'Fremd' }])
  const other = await otherClassRunning(app, teacher.user.id, running.grid.moduleId, [outsider!])
  await rateTopic(app, running, outsider!, [q(1, 1)[0]!], [1], { eventId: other.eventId })
})

const grade = (student: UserRow, value: number) => ({
  user_id: student.id,
  user_firstname: student.firstname,
  user_lastname: student.lastname,
  grade: value,
})

/** The chart entry of the topic's question `index` (0-based), with its grades. */
function chartQuestion(column: number, row: number, index: number, grades: unknown[]): ChartQuestion {
  const topic = running.grid.at(column, row)
  return {
    id: topic.questionIds[index]!,
    title: `Ich kann ${topic.id}.${index + 1}`,
    order: index + 1,
    topic_id: topic.id,
    topic_name: `Thema ${column}.${row}`,
    column,
    row,
    evaluations: grades as ChartQuestion['evaluations'],
  }
}

describe('GET /charts/usersByEventAndTopic', () => {
  test("the topic's questions in order, each with the counted grades by German name order", async () => {
    const topic = running.grid.at(1, 1)
    const chart = await read<TopicChart>(t.app, teacher, '/charts/usersByEventAndTopic', {
      event_id: running.eventId,
      topic_id: topic.id,
    })
    expect(chart).toEqual({
      topic_id: topic.id,
      topic_name: 'Thema 1.1',
      questions: [
        chartQuestion(1, 1, 0, [grade(meier, 5), grade(oezdemir, 6), grade(zuercher, 4)]),
        chartQuestion(1, 1, 1, []),
      ],
    })
  })
})

describe('GET /charts/usersByEvent', () => {
  test('every question in grid order (column, row, question) with its grades and the class size', async () => {
    const chart = await read<EventChart>(t.app, teacher, '/charts/usersByEvent', {
      event_id: running.eventId,
    })
    expect(chart).toEqual({
      event_id: running.eventId,
      module_id: running.grid.moduleId,
      module_name: 'Bruchrechnen',
      group_name: running.groupName,
      users_count: 3,
      questions: [
        chartQuestion(1, 1, 0, [grade(meier, 5), grade(oezdemir, 6), grade(zuercher, 4)]),
        chartQuestion(1, 1, 1, []),
        chartQuestion(1, 2, 0, []),
        chartQuestion(1, 2, 1, [grade(zuercher, 2)]),
        chartQuestion(2, 1, 0, [grade(meier, 3.5)]),
        chartQuestion(2, 1, 1, []),
        chartQuestion(2, 2, 0, []),
        chartQuestion(2, 2, 1, []),
      ],
    })
  })
})
