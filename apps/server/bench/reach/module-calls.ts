import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client'
import { users } from '../../src/db/schema'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { benchTeacher } from '../bench-app'
import { seedModule } from '../seed-module'
import { seedProgress } from '../seed-progress'
import { API, compareCall, recordStatements } from './calls'
import { atMost, type Figure, formatMs, ratioFigure } from './figures'

// Figure 7 (issue 18, step 3): a 12 x 12 module read whole (modules.bench.ts) and the progress calls of
// a 6 x 6 module with 4 questions per cell running in a class of 30, every question rated (4,320
// ratings, progress.bench.ts), each against its own statements sent raw; the progress calls also
// with a class of 10, whose number of statements must be the same.

const runs = Number(process.env.BENCH_RUNS ?? 15)
const reach = atMost(2, '<= 2x')
const classSizes = [10, 30] as const

interface SeededModules {
  token: string
  teacherId: number
  gridModuleId: number
  progress: Awaited<ReturnType<typeof seedProgress>>
}

/** Its own teacher, so that the school's class list (figure 2) keeps its 100 classes. */
export async function seedModules(app: FastifyInstance, database: Database): Promise<SeededModules> {
  const now = new Date()
  const teacher = await benchTeacher(database, 'module@schule.example', 'Raster', now)
  const gridModuleId = await seedModule(database.db, teacher.id, now)
  const progress = await seedProgress(database.db, teacher.id, classSizes, now)
  const token = await issueApiToken(app.ctx, database.db, teacher.id)
  return { token, teacherId: teacher.id, gridModuleId, progress }
}

/** The progress calls of progress.bench.ts for the class of `size`. */
function progressCalls(seeded: SeededModules, size: number) {
  const { moduleId, topicId } = seeded.progress
  const eventId = seeded.progress.events.get(size)!
  const studentId = seeded.progress.students.get(size)!
  return [
    `/modules/withEvaluationsById?id=${moduleId}&event_id=${eventId}`,
    `/modules/loadUsersByTopic?event_id=${eventId}&topic_id=${topicId}`,
    `/modules/loadQuestionsByTopic?event_id=${eventId}&topic_id=${topicId}`,
    `/charts/usersByEventAndTopic?event_id=${eventId}&topic_id=${topicId}`,
    `/charts/usersByEvent?event_id=${eventId}`,
    `/modules/getStudentProgressReport?module_id=${moduleId}&user_id=${studentId}&event_id=${eventId}`,
  ]
}

export async function moduleFigures(
  label: string,
  app: FastifyInstance,
  database: Database,
  seeded: SeededModules,
): Promise<Figure[]> {
  const grid = await compareCall(app, database, {
    url: `${API}/modules/byId?id=${seeded.gridModuleId}`,
    token: seeded.token,
    runs,
    rounds: 3,
  })
  const figures = [
    ratioFigure({
      group: 7,
      figure: `GET /modules/byId, 12x12 grid (${label})`,
      app: grid.callMs,
      baseline: grid.rawMs,
      format: formatMs,
      reach,
      note: `${grid.statements} statements`,
    }),
  ]
  const small = progressCalls(seeded, classSizes[0])
  const large = progressCalls(seeded, classSizes[1])
  for (const [index, url] of large.entries()) {
    const atSmall = (await recordStatements(app, database, `${API}${small[index]}`, seeded.token)).length
    const measured = await compareCall(app, database, {
      url: `${API}${url}`,
      token: seeded.token,
      runs,
      rounds: 3,
    })
    const same = atSmall === measured.statements
    figures.push(
      ratioFigure({
        group: 7,
        figure: `GET ${url.slice(0, url.indexOf('?'))}, class of 30 (${label})`,
        app: measured.callMs,
        baseline: measured.rawMs,
        format: formatMs,
        reach,
        alsoHolds: same,
        note: `statements at 10 / 30 students: ${atSmall} / ${measured.statements}${same ? '' : ' (must be equal)'}`,
      }),
    )
  }
  figures.push(await studentDataFigure(label, app, database, seeded))
  return figures
}

/**
 * A student's whole data (decision 045): a student of the class of 30 with every question of the
 * module rated, downloaded by the teacher who made the account, against its statements sent raw.
 */
async function studentDataFigure(
  label: string,
  app: FastifyInstance,
  database: Database,
  seeded: SeededModules,
): Promise<Figure> {
  const studentId = seeded.progress.students.get(classSizes[1])!
  await database.db.update(users).set({ createdBy: seeded.teacherId }).where(eq(users.id, studentId))
  const measured = await compareCall(app, database, {
    url: `${API}/studentAccounts/${studentId}/dataExport`,
    token: seeded.token,
    runs,
    rounds: 3,
  })
  return ratioFigure({
    group: 7,
    figure: `GET /studentAccounts/:userId/dataExport, 144 ratings (${label})`,
    app: measured.callMs,
    baseline: measured.rawMs,
    format: formatMs,
    reach,
    note: `${measured.statements} statements`,
  })
}
