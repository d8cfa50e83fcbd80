import { progressKeys } from './progress-api'

// Under ['progress', ...], so the live refresh (app/live/live-keys.ts) reloads them with the grid.
export const teacherRatingKeys = {
  all: (eventId: number) => [...progressKeys.all, 'teacher-ratings', eventId] as const,
  byTopic: (eventId: number, topicId: number) =>
    [...teacherRatingKeys.all(eventId), 'topic', topicId] as const,
  history: (eventId: number, userId: number, questionId: number) =>
    [...teacherRatingKeys.all(eventId), 'history', userId, questionId] as const,
}
