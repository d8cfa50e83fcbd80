import { beforeAll, describe, expect } from 'vitest'
import { teacherRatingsRoutes } from '../../src/modules/teacher-ratings/teacher-ratings.routes'
import {
  createProgressWorld,
  type ProgressRuleCase,
  type ProgressWorld,
  testProgressRule,
} from '../progress/access-routes'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'

// The access table of the teacher ratings (issue 19): the progress screens' rule, the class's teacher
// and the module's owner rate and read; a colleague it is shared with, a buyer, another teacher get
// 404, as for an activation that does not exist (progress/access-routes.ts has the world).

const t = useTestApp()
let world: ProgressWorld
let questionId: number
beforeAll(async () => {
  world = await createProgressWorld(t.app)
  const body = (
    await api(t.app, world.callers.teacher.token).get('/modules/loadQuestionsByTopic', {
      event_id: String(world.eventId),
      topic_id: String(world.topicId),
    })
  ).json() as { id: number }[]
  questionId = body[0]!.id
})

const routeCases: ProgressRuleCase[] = [
  {
    route: 'POST /teacherRatings/store',
    call: (client) =>
      client.post('/teacherRatings/store', {
        event_id: world.eventId,
        user_ids: [world.studentId],
        topic_id: world.topicId,
        grade: 3,
      }),
    effect: (response, caller) => {
      const ratings = response.json() as { grade: number; rated_by: number }[]
      expect(ratings.map((rating) => rating.grade)).toEqual([3, 3])
      expect(new Set(ratings.map((rating) => rating.rated_by))).toEqual(
        new Set([world.callers[caller as 'teacher' | 'owner'].user.id]),
      )
    },
  },
  {
    route: 'GET /teacherRatings/byTopic',
    call: (client) =>
      client.get('/teacherRatings/byTopic', {
        event_id: String(world.eventId),
        topic_id: String(world.topicId),
      }),
    effect: (response) => expect((response.json() as unknown[]).length).toBe(2),
  },
  {
    route: 'GET /teacherRatings/history',
    call: (client) =>
      client.get('/teacherRatings/history', {
        event_id: String(world.eventId),
        user_id: String(world.studentId),
        question_id: String(questionId),
      }),
    effect: (response) => expect((response.json() as { grade: number }[])[0]).toMatchObject({ grade: 3 }),
  },
  {
    route: 'GET /teacherRatings/byEvent',
    call: (client) => client.get('/teacherRatings/byEvent', { event_id: String(world.eventId) }),
    effect: (response) =>
      expect(response.json()).toEqual({
        released: false,
        ratings: [
          { user_id: world.studentId, question_id: questionId, grade: 3 },
          { user_id: world.studentId, question_id: expect.any(Number), grade: 3 },
        ],
      }),
  },
  {
    route: 'GET /teacherRatings/calibration',
    call: (client) => client.get('/teacherRatings/calibration', { event_id: String(world.eventId) }),
    // The student rated 5 and 4, the teacher 3 on both: gaps +2 (large, higher) and +1.
    effect: (response) =>
      expect(response.json()).toMatchObject({
        topics: [{ topic_id: world.topicId, pairs: 2, large_gaps: 1, higher: 1, largest_gap: 2 }],
        students: expect.arrayContaining([
          expect.objectContaining({ user_id: world.studentId, hit_share: 50, mean_gap: 1.5 }),
        ]),
      }),
  },
  {
    // Last: the reads above expect the ratings not released.
    route: 'POST /teacherRatings/release',
    call: (client) => client.post('/teacherRatings/release', { event_id: world.eventId, released: true }),
    effect: (response) => expect(response.json()).toEqual({ released: true }),
  },
]

describe('access of every teacher-rating route', () => {
  // In table order: the store runs first for each caller, so the reads find a rating.
  testProgressRule({
    app: () => t.app,
    world: () => world,
    plugin: teacherRatingsRoutes,
    name: 'teacher-ratings',
    routes: 6,
    cases: routeCases,
  })
})
