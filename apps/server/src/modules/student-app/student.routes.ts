import { studentCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { fileConditionsOf } from '../files/file-read.service'
import { listClassesOfStudent, listGoalsOfStudent } from './classes.repo'
import { joinClass, leaveClass, setGoal } from './classes.service'
import { assessExam, getStudentExams, getStudentHomework } from './planned-events.service'
import { getStudentGrid, getStudentTopic, rateQuestion, sendStudentFeedback } from './rating.service'
import { readStudentFile } from './student-files.service'
import { listStudentModules } from './student-modules.service'

const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id

/**
 * The student app's own data (issue 15). Every route is for students only (the student API's default
 * access) and answers the caller's own: their classes, goals, modules, topics, ratings, homework and
 * exams. Another class's event answers 404 like a missing one.
 */
export const studentRoutes = callRoutes(studentCalls, ({ ctx }) => ({
  'GET /groups': async (request) => listClassesOfStudent(ctx.db, me(request)),
  'POST /groups/join': async (request) => joinClass(ctx, me(request), request.body.token, request.ip),
  'POST /groups/leave': async (request) => leaveClass(ctx, me(request), request.body.group_id),
  'GET /goals': async (request) => listGoalsOfStudent(ctx.db, me(request)),
  'POST /goals/update': async (request) => setGoal(ctx, me(request), request.body),
  'GET /modules': async (request) => listStudentModules(ctx, me(request)),
  // A run of an archived class is read from the archive (decision 051).
  'GET /modules/grid': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getStudentGrid(runCtx, me(request), request.query.event_id),
    ),
  'GET /topics/byId': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getStudentTopic(runCtx, me(request), {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'POST /evaluations/rate': async (request) => rateQuestion(ctx, me(request), request.body),
  'GET /homeworks': async (request) => getStudentHomework(ctx, me(request)),
  'GET /exams': async (request) => getStudentExams(ctx, me(request)),
  'POST /exams/selfAssessment': async (request) => assessExam(ctx, me(request), request.body),
  // Links and images in the student app fetch files without headers: the student_token cookie counts.
  'GET /files/:id': async (request, reply) => {
    const file = await readStudentFile(ctx, me(request), request.params.id, fileConditionsOf(request.headers))
    return reply.code(file.status).headers(file.headers).send(file.body)
  },
  'POST /feedbacks/store': async (request) => sendStudentFeedback(ctx, me(request), request.body),
}))
