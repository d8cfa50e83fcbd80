import type { ModuleWithEvaluations, ProgressTopic } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { topics } from '../../src/db/schema'
import { insertStudents } from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { otherClassRunning, type RunningModule, rateTopic, read, runningModule } from './progress-builders'

// GET /modules/withEvaluationsById with numbers worked out by hand (docs/product/progress.md
// "Topic progress and averages"): topic A (3 questions), class of 3 active students S0, S1, S2, one inactive
// I:   S0: 4.5 (100 s), 5 (130 s) at 08:00 with goal 4, then 5 (untimed) at 09:00 with goal 5       ->
// average 14.5 / 3 = 4.833 -> 4.83, progress 3/3 = 100, timed average (100 + 130) / 2 = 115       < 120 ->
// too fast, goal 5 (the newest rating's)   S1: 6 (200 s) and a 0 (10 s) -> only the 6 counts: average 6,
// progress 1/3 = 33, timed average       200 -> not too fast (with the 0's 10 s it would be 105)   I
// (inactive): 1 -> counts nowhere; a student of another class: 1 in their event -> nowhere   stats: grades
// 4.5 + 5 + 5 + 6 = 20.5 over 4 -> 5.125 -> 5.13 (half away from zero),          progress 4 / (3 questions x
// 3 students) = 44.4 -> 44 topic B (3 questions): S2: 3 and 4, untimed -> average 3.5, progress 2/3 = 67, not
// too fast;   stats 3.5, 2 / 9 = 22.2 -> 22 topic C (no questions) -> stats 0 / 0 / 0, nobody in
// evaluations_per_user.

const t = useTestApp()
let teacher: TestUser
let running: RunningModule
let body: ModuleWithEvaluations
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  const app = t.app
  teacher = await createUser(app)
  running = await runningModule(app, teacher.user.id, { students: 3, inactive: 1, columns: 2, rows: 1 })
  const [s0, s1, s2] = running.students
  const a = running.grid.at(1, 1).questionIds
  const b = running.grid.at(2, 1).questionIds
  await rateTopic(app, running, s0!, [a[0]!, a[1]!], [4.5, 5], {
    secondsSpent: [100, 130],
    at: at('2026-11-02T08:00:00Z'),
  })
  await rateTopic(app, running, s0!, [a[2]!], [5], { goal: 5, at: at('2026-11-02T09:00:00Z') })
  await rateTopic(app, running, s1!, [a[0]!, a[1]!], [6, 0], { secondsSpent: [200, 10] })
  // Rated second question first: the list still comes in question order.
  await rateTopic(app, running, s2!, [b[1]!], [4])
  await rateTopic(app, running, s2!, [b[0]!], [3])
  await rateTopic(app, running, running.inactive[0]!, [a[0]!], [1], { secondsSpent: [1] })
  const [outsider] = await insertStudents(app, [{ firstname: 'Fremd' }])
  const other = await otherClassRunning(app, teacher.user.id, running.grid.moduleId, [outsider!])
  await rateTopic(app, running, outsider!, [a[0]!], [1], { eventId: other.eventId })
  // Topic C: a cell without questions.
  await app.ctx.db.insert(topics).values({ blockId: running.grid.blocks[0]!.id, title: 'Leer', order: 2 })
  body = await read(app, teacher, '/modules/withEvaluationsById', {
    id: running.grid.moduleId,
    event_id: running.eventId,
  })
})

const topicAt = (column: number, row: number): ProgressTopic =>
  body.blocks.find((block) => block.order === column)!.topics.find((topic) => topic.order === row)!

describe('GET /modules/withEvaluationsById', () => {
  test('names the module, the activation, the class and its active students', () => {
    const [s0, s1, s2] = running.students
    expect(body).toMatchObject({
      id: running.grid.moduleId,
      name: 'Bruchrechnen',
      rows: 6,
      columns: 6,
      is_owner: true,
      event_id: running.eventId,
      active_module: { id: running.activationId, status_id: 2 },
      group: { id: running.groupId, active_users: 3 },
    })
    expect(body.users).toEqual(
      [s0!, s1!, s2!].map((s) => ({ id: s.id, firstname: s.firstname, lastname: s.lastname, goal: 4 })),
    )
    expect(body.blocks.map((block) => [block.order, block.topics.map((topic) => topic.order)])).toEqual([
      [1, [1, 2]],
      [2, [1]],
    ])
  })

  test('topic stats: the class average to 2 decimals, progress over questions x active students', () => {
    expect(topicAt(1, 1).stats).toEqual({ avg: 5.13, progress: 44, evaluations: 4 })
    expect(topicAt(2, 1).stats).toEqual({ avg: 3.5, progress: 22, evaluations: 2 })
    expect(topicAt(1, 2).stats).toEqual({ avg: 0, progress: 0, evaluations: 0 })
  })

  test("each student's standing: goal of the newest rating, average, progress, too fast, ratings", () => {
    const [s0, s1, s2] = running.students
    const a = running.grid.at(1, 1).questionIds
    const b = running.grid.at(2, 1).questionIds
    expect(topicAt(1, 1).evaluations_per_user).toEqual({
      [s0!.id]: {
        goal: 5,
        average: 4.83,
        progress: 100,
        too_fast: true,
        evaluations: [
          {
            question_id: a[0],
            grade: 4.5,
            goal: 4,
          },
          {
            question_id: a[1],
            grade: 5,
            goal: 4,
          },
          {
            question_id: a[2],
            grade: 5,
            goal: 5,
          },
        ],
      },
      [s1!.id]: {
        goal: 4,
        average: 6,
        progress: 33,
        too_fast: false,
        evaluations: [
          {
            question_id: a[0],
            grade: 6,
            goal: 4,
          },
        ],
      },
    })
    expect(topicAt(2, 1).evaluations_per_user).toEqual({
      [s2!.id]: {
        goal: 4,
        average: 3.5,
        progress: 67,
        too_fast: false,
        evaluations: [
          {
            question_id: b[0],
            grade: 3,
            goal: 4,
          },
          {
            question_id: b[1],
            grade: 4,
            goal: 4,
          },
        ],
      },
    })
    expect(topicAt(1, 2).evaluations_per_user).toEqual({})
  })

  test('lists each topic with its questions in order and its type', () => {
    const a = running.grid.at(1, 1)
    expect(topicAt(1, 1)).toMatchObject({
      id: a.id,
      block_id: a.blockId,
      topic_type: { id: 1, name: 'normal' },
      questions: a.questionIds.map((id, index) => ({
        id,
        order: index + 1,
        title: `Ich kann ${a.id}.${index + 1}`,
      })),
    })
    expect(topicAt(1, 2).questions).toEqual([])
  })

  test('a class without ratings: every topic at 0, nobody listed', async () => {
    const fresh = await runningModule(t.app, teacher.user.id, { students: 2 })
    const grid = await read<ModuleWithEvaluations>(t.app, teacher, '/modules/withEvaluationsById', {
      id: fresh.grid.moduleId,
      event_id: fresh.eventId,
    })
    expect(grid.blocks[0]!.topics[0]).toMatchObject({
      stats: { avg: 0, progress: 0, evaluations: 0 },
      evaluations_per_user: {},
    })
  })
})
