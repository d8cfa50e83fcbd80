import type {
  ChangeFeedItem,
  FeedbackToggleAnswer,
  NewestEvaluation,
  StudentFeedback,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { listChanges } from './change-feed.repo'
import { type FeedPage, listNewestEvaluations } from './newest-evaluations.repo'
import { listNewestFeedback, toggleFeedbackSolved } from './student-feedback.repo'

// The overview's three feeds (docs/product/runs.md "Feeds"): each page is one statement, its size bounded by
// the query contract (feedLimits). Each reads only what the caller's own activations and modules, and the
// modules shared with or bought by the caller, hold.

export function getNewestEvaluations(
  ctx: AppContext,
  teacherId: number,
  page: FeedPage,
): Promise<NewestEvaluation[]> {
  return listNewestEvaluations(ctx.db, teacherId, page)
}

export function getChanges(ctx: AppContext, teacherId: number, take: number): Promise<ChangeFeedItem[]> {
  return listChanges(ctx.db, teacherId, take)
}

export function getNewestFeedback(
  ctx: AppContext,
  teacherId: number,
  take: number,
): Promise<StudentFeedback[]> {
  return listNewestFeedback(ctx.db, teacherId, take)
}

/** Feedback the teacher does not see in the feed answers 404, like a missing one. */
export async function toggleSolved(
  ctx: AppContext,
  teacherId: number,
  feedbackId: number,
): Promise<FeedbackToggleAnswer> {
  const answer = await toggleFeedbackSolved(ctx.db, teacherId, feedbackId, ctx.clock.now())
  if (!answer) throw new AppError('notFound')
  return answer
}
