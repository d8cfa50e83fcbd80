/**
 * Issue 19, "the next step": the topic a student should work on next, written once for the teacher's
 * student cards and the student's own grid (decision 021).
 *
 * The first topic in the grid's order (block, then row) whose progress is under 100% or whose average
 * is below the student's goal. Topics without questions have nothing to do and are skipped. A topic
 * the teacher pinned wins until the pin is removed. None when every topic is done at the goal.
 */
export interface NextStepTopic {
  id: number
  blockOrder: number
  /** The row. */
  order: number
  questions: number
}

/** The student's standing in a topic; absent when they have not rated any of its questions. */
export interface NextStepStanding {
  progress: number
  average: number
}

export interface NextStep {
  topicId: number
  pinned: boolean
}

/** The topics in the grid's order: block, then row, then id (a stable order for equal rows). */
export function inGridOrder<T extends NextStepTopic>(topics: readonly T[]): T[] {
  return topics.toSorted((a, b) => a.blockOrder - b.blockOrder || a.order - b.order || a.id - b.id)
}

export function nextStep(input: {
  topics: readonly NextStepTopic[]
  standingOf: (topicId: number) => NextStepStanding | undefined
  goal: number
  pinnedTopicId?: number | null
}): NextStep | null {
  const { topics, standingOf, goal, pinnedTopicId } = input
  if (pinnedTopicId != null && topics.some((topic) => topic.id === pinnedTopicId))
    return { topicId: pinnedTopicId, pinned: true }
  for (const topic of inGridOrder(topics)) {
    if (topic.questions === 0) continue
    const standing = standingOf(topic.id)
    if (!standing || standing.progress < 100 || standing.average < goal)
      return { topicId: topic.id, pinned: false }
  }
  return null
}
