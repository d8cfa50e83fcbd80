import type { CheckAttemptResult, CheckSaveBody, RunningCheckAttempt, StudentCheck } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { ok, type StudentWorld, studentApi, studentWorld } from '../student/student-builders'
import { api } from '../support/builders'
import { checkOf } from './check-builders'

// Issue 37, decision 053: a student's world with a check on the first topic, and the student's calls.

/** The answers that make every item of check-builders.ts's `fiveItems` right. */
export const rightAnswers = {
  q1: { kind: 'single', option: 'c' },
  q2: { kind: 'multiple', options: ['b', 'a'] },
  q3: { kind: 'number', value: '12,5' },
  q4: { kind: 'text', value: '  hälfte ' },
  q5: { kind: 'order', steps: ['a', 'b', 'c'] },
} as const

/** Right in two of five: 40 %, below any usual pass mark. */
export const twoRight = {
  ...rightAnswers,
  q3: { kind: 'number', value: '13' },
  q4: { kind: 'text', value: 'Drittel' },
  q5: { kind: 'order', steps: ['c', 'b', 'a'] },
} as const

export interface CheckWorld extends StudentWorld {
  topicId: number
  student: StudentWorld['student']
  /** The student's calls on the world's check. */
  read(): Promise<StudentCheck | null>
  start(): ReturnType<ReturnType<typeof studentApi>['post']>
  submit(attemptId: number, answers: object): ReturnType<ReturnType<typeof studentApi>['post']>
  rateAll(): Promise<void>
}

export async function checkWorld(
  app: FastifyInstance,
  settings: Partial<CheckSaveBody> = {},
): Promise<CheckWorld> {
  const world = await studentWorld(app)
  const topic = world.grid.at(1, 1)
  ok(await api(app, world.teacher.token).post('/checks/save', checkOf(topic.id, settings)))
  const client = studentApi(app, world.student.token)
  const place = { event_id: world.eventId, topic_id: topic.id }
  return {
    ...world,
    topicId: topic.id,
    read: async () => ok<StudentCheck | null>(await client.get('/checks/byTopic', place)),
    start: () => client.post('/checks/start', place),
    submit: (attemptId, answers) => client.post('/checks/submit', { attempt_id: attemptId, answers }),
    rateAll: async () => {
      for (const questionId of topic.questionIds)
        ok(
          await client.post('/evaluations/rate', {
            event_id: world.eventId,
            question_id: questionId,
            grade: 5,
          }),
        )
    },
  }
}

/** Starts an attempt and submits `answers`; the result. */
export async function takeCheck(world: CheckWorld, answers: object): Promise<CheckAttemptResult> {
  const attempt = ok<RunningCheckAttempt>(await world.start())
  return ok<CheckAttemptResult>(await world.submit(attempt.id, answers))
}

export function expectRefused(response: { statusCode: number; json(): unknown }, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 403,
    body: { code: 'forbidden', message },
  })
}
