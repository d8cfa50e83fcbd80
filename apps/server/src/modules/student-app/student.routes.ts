import {
  eventQuery,
  fileParams,
  goalUpdateBody,
  joinClassBody,
  rateAnswer,
  rateBody,
  selfAssessmentBody,
  studentClassList,
  studentExamList,
  studentFeedbackAnswer,
  studentFeedbackBody,
  studentGoalList,
  studentGrid,
  studentHomeworkList,
  studentModuleList,
  studentTopic,
  topicQuery,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { listClassesOfStudent, listGoalsOfStudent } from './classes.repo'
import { joinClass, setGoal } from './classes.service'
import { assessExam, getStudentExams, getStudentHomework } from './planned-events.service'
import { getStudentGrid, getStudentTopic, rateQuestion, sendStudentFeedback } from './rating.service'
import { readStudentFile } from './student-files.service'
import { listModulesOfStudent } from './student-modules.repo'

const tags = ['student']

/**
 * The student app's own data (issue 15). Every route is for students only (the student API's default
 * access) and answers the caller's own: their classes, goals, modules, topics, ratings, homework and
 * exams. Another class's event answers 404 like a missing one.
 */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id

  app.get('/groups', { schema: { tags, response: { 200: studentClassList } } }, async (request) =>
    listClassesOfStudent(ctx.db, me(request)),
  )

  app.post(
    '/groups/join',
    { schema: { tags, body: joinClassBody, response: { 200: studentClassList } } },
    async (request) => joinClass(ctx, me(request), request.body.token, request.ip),
  )

  app.get('/goals', { schema: { tags, response: { 200: studentGoalList } } }, async (request) =>
    listGoalsOfStudent(ctx.db, me(request)),
  )

  app.post(
    '/goals/update',
    { schema: { tags, body: goalUpdateBody, response: { 200: studentGoalList } } },
    async (request) => setGoal(ctx, me(request), request.body),
  )

  app.get('/modules', { schema: { tags, response: { 200: studentModuleList } } }, async (request) =>
    listModulesOfStudent(ctx.db, me(request)),
  )

  app.get(
    '/modules/grid',
    { schema: { tags, querystring: eventQuery, response: { 200: studentGrid } } },
    async (request) => getStudentGrid(ctx, me(request), request.query.event_id),
  )

  app.get(
    '/topics/byId',
    { schema: { tags, querystring: topicQuery, response: { 200: studentTopic } } },
    async (request) =>
      getStudentTopic(ctx, me(request), { eventId: request.query.event_id, topicId: request.query.topic_id }),
  )

  app.post(
    '/evaluations/rate',
    { schema: { tags, body: rateBody, response: { 200: rateAnswer } } },
    async (request) => rateQuestion(ctx, me(request), request.body),
  )

  app.post(
    '/feedbacks/store',
    { schema: { tags, body: studentFeedbackBody, response: { 201: studentFeedbackAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await sendStudentFeedback(ctx, me(request), request.body)),
  )

  app.get('/homeworks', { schema: { tags, response: { 200: studentHomeworkList } } }, async (request) =>
    getStudentHomework(ctx, me(request)),
  )

  app.get('/exams', { schema: { tags, response: { 200: studentExamList } } }, async (request) =>
    getStudentExams(ctx, me(request)),
  )

  app.post(
    '/exams/selfAssessment',
    { schema: { tags, body: selfAssessmentBody, response: { 200: studentExamList } } },
    async (request) => assessExam(ctx, me(request), request.body),
  )

  // Links and images in the student app fetch files without headers: the student_token cookie counts.
  app.get(
    '/files/:id',
    { config: { access: 'studentWithCookie', documentAnswer: true }, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const file = await readStudentFile(ctx, me(request), request.params.id)
      return reply.headers(file.headers).send(file.body)
    },
  )
}
