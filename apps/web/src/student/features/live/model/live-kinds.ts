import type { StudentLiveKind } from '@lernraster/shared'
import type { QueryKey } from '@tanstack/react-query'
import {
  goalsKey,
  gridKeys,
  helpRequestKeys,
  homeKeys,
  nextStepKeys,
  teacherRatingKeys,
  topicKeys,
} from '../../../lib/query-keys'

/**
 * The notices a change brings (locales, `live`); a change of classes, which the student mostly made
 * themselves, changes the screens without a word.
 */
export type LiveNoticeKey = 'released' | 'withdrawn' | 'handled' | 'homework' | 'modules' | 'nextStep'

// The query keys of the student app's screens (features/*/api), as prefixes: a key names every event's.
const keysByKind: Record<Exclude<StudentLiveKind, 'resync'>, readonly QueryKey[]> = {
  // The student's own rating, given on another device (or this one: the screens fetch once more).
  progress: [topicKeys.all, gridKeys.all, homeKeys.modules, homeKeys.homework, nextStepKeys.all],
  released: [teacherRatingKeys.all],
  withdrawn: [teacherRatingKeys.all],
  handled: [helpRequestKeys.all],
  homework: [homeKeys.homework, homeKeys.exams, goalsKey],
  // A finished module is read-only: the grid, its topics and the lists say so.
  modules: [homeKeys.modules, gridKeys.all, topicKeys.all, helpRequestKeys.all, nextStepKeys.all],
  nextStep: [nextStepKeys.all, gridKeys.all],
  // A class joined, left or switched inactive changes nearly every screen.
  classes: [
    homeKeys.classes,
    homeKeys.invitations,
    homeKeys.modules,
    homeKeys.homework,
    homeKeys.exams,
    goalsKey,
    gridKeys.all,
    topicKeys.all,
  ],
}

const noticeByKind: Partial<Record<StudentLiveKind, LiveNoticeKey>> = {
  released: 'released',
  withdrawn: 'withdrawn',
  modules: 'modules',
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
