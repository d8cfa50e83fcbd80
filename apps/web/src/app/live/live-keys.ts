import type { TeacherLiveKind } from '@lernraster/shared'
import type { QueryKey } from '@tanstack/react-query'

/** The kinds of change the server announces to teachers (packages/shared/src/live-kinds.ts). */
export type LiveKind = TeacherLiveKind

// The query keys of the screens a change shows on, written out here rather than imported: the
// features' query modules would pull their screens' code into the shell. Each names its source.
const progressScreens: QueryKey = ['progress'] // features/progress/api: grid, topic, charts, report
const activeModules: QueryKey = ['modules', 'list', 'active'] // the Active tab's progress summaries
const activityFeed: QueryKey = ['feeds', 'activity'] // features/modules/api/feeds.ts
const feedbackFeed: QueryKey = ['feeds', 'feedback']
const statistics: QueryKey = ['evaluations'] // the classes screen's statistics modal
const notDone: QueryKey = ['events'] // its not-done lists
const planned: QueryKey = ['planned'] // features/planning: lists with done counts, exam results
const classes: QueryKey = ['groups'] // the classes screen and every class select
const invitations: QueryKey = ['classInvitations'] // features/classes/api/class-invitations.ts
const helpRequests: QueryKey = ['helpRequests'] // features/progress: the help feed and the tiles' marks

const keysByKind: Record<Exclude<LiveKind, 'resync'>, QueryKey[]> = {
  progress: [progressScreens, activeModules, activityFeed, statistics, notDone, planned],
  feedback: [feedbackFeed],
  // A student joined, accepted or declined an invitation, or left (decision 037).
  groups: [classes, invitations],
  planned: [planned, notDone, statistics],
  help: [helpRequests, progressScreens],
}

/** What to fetch again after these kinds of change; each key once. */
export function keysToRefresh(kinds: Iterable<LiveKind>): QueryKey[] {
  const wanted = new Set<QueryKey>()
  for (const kind of kinds) {
    const keys = kind === 'resync' ? Object.values(keysByKind).flat() : keysByKind[kind]
    for (const key of keys) wanted.add(key)
  }
  return [...wanted]
}

export function isLiveKind(value: unknown): value is LiveKind {
  return value === 'resync' || (typeof value === 'string' && Object.hasOwn(keysByKind, value))
}
