import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { apiPrefix, studentApiPrefix } from '../../src/paths'
import { type CallMeasure, measureCall, medianMs } from '../bench-app'
import type { SeededDistrict } from '../seed-district'

/** A hot call of the ordinary teacher or their student, named as the table prints it. */
interface HotCall {
  name: string
  url: string
  who: 'teacher' | 'student'
}

/** The calls a teacher's and a student's screens make most, for the ordinary teacher's first run. */
export function hotCalls(seeded: SeededDistrict): HotCall[] {
  const run = seeded.runs[0]!
  const event = `event_id=${run.eventId}`
  const topic = `topic_id=${seeded.topicId}`
  const teacher = (name: string, path: string): HotCall => ({
    name,
    url: `${apiPrefix}${path}`,
    who: 'teacher',
  })
  const student = (name: string, path: string): HotCall => ({
    name,
    url: `${studentApiPrefix}${path}`,
    who: 'student',
  })
  return [
    teacher('home/overview', '/home/overview'),
    teacher('helpRequests (all runs)', '/helpRequests'),
    teacher('helpRequests (one run)', `/helpRequests?${event}`),
    teacher('groups', '/groups'),
    teacher('groups/users', `/groups/users?id=${seeded.groupId}`),
    teacher('modules/active', '/modules/active'),
    teacher('progress grid', `/modules/withEvaluationsById?id=${run.moduleId}&${event}`),
    teacher('progress: students of a topic', `/modules/loadUsersByTopic?${event}&${topic}`),
    teacher('teacher ratings of the run', `/teacherRatings/byEvent?${event}`),
    teacher('calibration', `/teacherRatings/calibration?${event}`),
    teacher('next steps', `/nextSteps?${event}`),
    teacher('chart of the run', `/charts/usersByEvent?${event}`),
    teacher('feed: newest ratings', '/evaluations/newest?skip=0&take=8'),
    teacher('feed: feedback', '/feedbacks/newest?take=8'),
    teacher('feed: module changes', '/synchronizations/getChanges?take=8'),
    teacher(
      'statistics of a student',
      `/evaluations/getEvaluationsGroupedBySubjectsByUserId?user_id=${seeded.studentId}&group_id=${seeded.groupId}`,
    ),
    teacher(
      'not done homework',
      `/events/notDoneEvents?userId=${seeded.studentId}&groupId=${seeded.groupId}&subjectId=${seeded.subjectId}`,
    ),
    student('student: classes', '/groups'),
    student('student: modules', '/modules'),
    student('student: grid', `/modules/grid?${event}`),
    student('student: topic', `/topics/byId?${event}&${topic}`),
    student('student: homework', '/homeworks'),
  ]
}

export interface CallFigure {
  name: string
  statements: number
  callMs: number
  rawMs: number
}

const ratingWriteName = 'student: rating write (POST)'

/** A hot call ready to be measured on one database: through the app and its statements sent raw. */
export interface MeasurableCall {
  name: string
  measure: () => Promise<CallFigure>
}

/**
 * The hot calls of the seeded ordinary teacher and student on one database, the student's rating
 * write last; each measured when asked, so two databases' calls can be measured in turns.
 */
export async function measurableCalls(
  app: FastifyInstance,
  database: Database,
  seeded: SeededDistrict,
  runs: number,
): Promise<MeasurableCall[]> {
  const tokens = {
    teacher: await issueApiToken(app.ctx, database.db, seeded.teacherId),
    student: await issueApiToken(app.ctx, database.db, seeded.studentId),
  }
  const reads = hotCalls(seeded).map((call) => ({
    name: call.name,
    measure: async (): Promise<CallFigure> => {
      const measured: CallMeasure = await measureCall(app, database, {
        url: call.url,
        token: tokens[call.who],
        runs,
      })
      return {
        name: call.name,
        statements: measured.statements,
        callMs: measured.callMs,
        rawMs: measured.rawMs,
      }
    },
  }))
  return [
    ...reads,
    {
      name: ratingWriteName,
      measure: () => measureRatingWrite(app, database, seeded, tokens.student, runs),
    },
  ]
}

const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/

/**
 * POST /evaluations/rate, each call a new grade, against its statements replayed with the time of
 * each replay (the recorded time would find its own rating standing and write nothing).
 */
async function measureRatingWrite(
  app: FastifyInstance,
  database: Database,
  seeded: SeededDistrict,
  token: string,
  runs: number,
): Promise<CallFigure> {
  let count = 0
  const rate = async () => {
    count += 1
    const response = await app.inject({
      method: 'POST',
      url: `${studentApiPrefix}/evaluations/rate`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        event_id: seeded.runs[0]!.eventId,
        question_id: seeded.questionId,
        grade: 1 + (count % 10) * 0.5,
        seconds_spent: 300,
      },
    })
    if (response.statusCode !== 200) throw new Error(`rate answered ${response.statusCode}: ${response.body}`)
  }
  database.queries.recorded = []
  await rate()
  const statements = database.queries.recorded
  database.queries.recorded = undefined
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
  ).$client
  const replay = async () => {
    const at = new Date().toISOString()
    for (const statement of statements) {
      const params = statement.params.map((param) =>
        typeof param === 'string' && isoTime.test(param) ? at : param,
      )
      await client.query(statement.query, params)
    }
  }
  const callMs = await medianMs(rate, runs)
  const rawMs = await medianMs(replay, runs)
  return { name: ratingWriteName, statements: statements.length, callMs, rawMs }
}
