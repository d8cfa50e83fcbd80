import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

// The progress calls (docs/product/progress.md "Calls"): an activation's grid with its ratings, a topic's
// students and questions, the chart data, and one student's report. Read-only; each is one request.

export const progressKeys = {
  all: ['progress'] as const,
  grid: (moduleId: number, eventId: number) => [...progressKeys.all, 'grid', moduleId, eventId] as const,
  topicUsers: (eventId: number, topicId: number) =>
    [...progressKeys.all, 'topic-users', eventId, topicId] as const,
  topicQuestions: (eventId: number, topicId: number) =>
    [...progressKeys.all, 'topic-questions', eventId, topicId] as const,
  topicChart: (eventId: number, topicId: number) =>
    [...progressKeys.all, 'topic-chart', eventId, topicId] as const,
  eventChart: (eventId: number) => [...progressKeys.all, 'event-chart', eventId] as const,
  report: (moduleId: number, userId: number, eventId: number) =>
    [...progressKeys.all, 'report', moduleId, userId, eventId] as const,
}

/** GET /modules/withEvaluationsById: the grid with, per topic, the class's stats and each student's standing. */
export const moduleWithEvaluationsQuery = (moduleId: number, eventId: number) =>
  queryOptions({
    queryKey: progressKeys.grid(moduleId, eventId),
    queryFn: ({ signal }) =>
      callApi('GET /modules/withEvaluationsById', {
        query: { id: moduleId, event_id: eventId },
        signal,
      }),
  })

export function useModuleWithEvaluations(moduleId: number, eventId: number) {
  return useQuery(moduleWithEvaluationsQuery(moduleId, eventId))
}

/** GET /modules/loadUsersByTopic: each active student of the class in one topic. */
export const topicUsersQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: progressKeys.topicUsers(eventId, topicId),
    queryFn: ({ signal }) =>
      callApi('GET /modules/loadUsersByTopic', {
        query: { event_id: eventId, topic_id: topicId },
        signal,
      }),
  })

export function useTopicUsers(eventId: number, topicId: number) {
  return useQuery(topicUsersQuery(eventId, topicId))
}

/** GET /modules/loadQuestionsByTopic: each question of a topic with the class's average. */
export const topicQuestionsQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: progressKeys.topicQuestions(eventId, topicId),
    queryFn: ({ signal }) =>
      callApi('GET /modules/loadQuestionsByTopic', {
        query: { event_id: eventId, topic_id: topicId },
        signal,
      }),
  })

export function useTopicQuestions(eventId: number, topicId: number) {
  return useQuery(topicQuestionsQuery(eventId, topicId))
}

/** GET /charts/usersByEventAndTopic: a topic's questions with every counted grade. */
export const topicChartQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: progressKeys.topicChart(eventId, topicId),
    queryFn: ({ signal }) =>
      callApi('GET /charts/usersByEventAndTopic', {
        query: { event_id: eventId, topic_id: topicId },
        signal,
      }),
  })

export function useTopicChart(eventId: number, topicId: number) {
  return useQuery(topicChartQuery(eventId, topicId))
}

/** GET /charts/usersByEvent: every question of the activation with every counted grade. */
export function useEventChart(eventId: number) {
  return useQuery({
    queryKey: progressKeys.eventChart(eventId),
    queryFn: ({ signal }) => callApi('GET /charts/usersByEvent', { query: { event_id: eventId }, signal }),
  })
}

/** GET /modules/getStudentProgressReport: one student's figures for the PDF report. */
export function getStudentProgressReport(
  input: { moduleId: number; userId: number; eventId: number },
  signal?: AbortSignal,
) {
  return callApi('GET /modules/getStudentProgressReport', {
    query: { module_id: input.moduleId, user_id: input.userId, event_id: input.eventId },
    signal,
  })
}
