import type { QueryKey } from '@tanstack/react-query'

/**
 * The kinds of change the server announces to a student (apps/server/src/modules/live/live-signal.ts,
 * decision 026), and 'resync' when it may have missed some.
 */
export type StudentLiveKind =
  | 'released'
  | 'withdrawn'
  | 'handled'
  | 'homework'
  | 'modules'
  | 'nextStep'
  | 'classes'
  | 'resync'

/** The notices a change brings (texts.ts `live`); the others change the screen without a word. */
export type LiveNoticeKey = 'released' | 'handled' | 'homework' | 'nextStep'

// The query keys of the student app's screens (pages/*.tsx), as prefixes: a key names every event's.
const keysByKind: Record<Exclude<StudentLiveKind, 'resync'>, QueryKey[]> = {
  released: [['teacherRatings']],
  withdrawn: [['teacherRatings']],
  handled: [['helpRequests']],
  homework: [['homework'], ['exams'], ['goals']],
  // A finished module is read-only: the grid, its topics and the lists say so.
  modules: [['modules'], ['grid'], ['topic'], ['helpRequests'], ['nextStep']],
  nextStep: [['nextStep'], ['grid']],
  // A class joined, left or switched inactive changes nearly every screen.
  classes: [['classes'], ['modules'], ['homework'], ['exams'], ['goals'], ['grid'], ['topic']],
}

const noticeByKind: Partial<Record<StudentLiveKind, LiveNoticeKey>> = {
  released: 'released',
  handled: 'handled',
  homework: 'homework',
  nextStep: 'nextStep',
}

/** What to fetch again after these kinds of change; undefined for "everything" (resync). */
export function keysToRefresh(kinds: Iterable<StudentLiveKind>): QueryKey[] | undefined {
  const wanted = new Map<string, QueryKey>()
  for (const kind of kinds) {
    if (kind === 'resync') return undefined
    for (const key of keysByKind[kind]) wanted.set(JSON.stringify(key), key)
  }
  return [...wanted.values()]
}

/** The notice a change asks the student's attention with, if any. */
export const noticeOf = (kind: StudentLiveKind): LiveNoticeKey | undefined => noticeByKind[kind]

export function isStudentLiveKind(value: unknown): value is StudentLiveKind {
  return value === 'resync' || (typeof value === 'string' && Object.hasOwn(keysByKind, value))
}
