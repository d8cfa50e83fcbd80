/**
 * The student app's query keys, one place for all: the features cache their answers under them, and
 * the live stream (features/live) and the outbox (features/outbox) refresh by them, without importing
 * the features that fetch (those import them back: live and outbox sit below them).
 */

export const goalsKey = ['goals'] as const

/** `gridKeys.all` is every event's grid (the live stream refreshes them together). */
export const gridKeys = {
  all: ['grid'],
  of: (eventId: number) => ['grid', eventId] as const,
} as const

export const helpRequestKeys = {
  all: ['helpRequests'],
  of: (eventId: number) => ['helpRequests', eventId] as const,
} as const

/** The home page's lists; the live stream refreshes them by these keys (features/live). */
export const homeKeys = {
  me: ['me'],
  classes: ['classes'],
  /** Invitations into classes from a teacher's class list (decision 037). */
  invitations: ['invitations'],
  modules: ['modules'],
  homework: ['homework'],
  exams: ['exams'],
} as const

export const nextStepKeys = {
  all: ['nextStep'],
  of: (eventId: number) => ['nextStep', eventId] as const,
} as const

export const topicKeys = {
  all: ['topic'],
  of: (eventId: number, topicId: number) => ['topic', eventId, topicId] as const,
} as const

export const teacherRatingKeys = {
  all: ['teacherRatings'],
  of: (eventId: number) => ['teacherRatings', eventId] as const,
} as const
