import {
  ChangeKind,
  type ChangeKindName,
  ChangeSubject,
  type ChangeSubjectName,
  feedLimits,
} from '@lernraster/shared'

/**
 * The feeds' pure rules (docs/product/runs.md "Feeds"): 8 entries at first, 'load more' doubles, entries
 * without a question are left out.
 */

/** An entry whose question is gone (deleted since, or never set) says nothing a teacher can act on. */
export function withQuestion<Entry extends { question?: unknown }>(
  entries: readonly Entry[],
): (Entry & { question: NonNullable<Entry['question']> })[] {
  return entries.filter(
    (entry): entry is Entry & { question: NonNullable<Entry['question']> } =>
      entry.question !== null && entry.question !== undefined,
  )
}

/** 'Mehr laden': twice as many, never past the server's bound. */
export function nextTake(take: number): number {
  return Math.min(Math.max(take, 1) * 2, feedLimits.maxTake)
}

/**
 * Whether 'Mehr laden' can bring anything: the server filled the page it was asked for (counted
 * before entries without a question are left out) and a larger page may still be asked for.
 */
export function canLoadMore(received: number, take: number): boolean {
  return received >= take && take < feedLimits.maxTake
}

const kinds = Object.values(ChangeKind) as string[]
const subjects = Object.values(ChangeSubject) as string[]

/** The change's kind as a key of the language pack; null for a kind this version does not know. */
export function changeKindOf(name: string): ChangeKindName | null {
  return kinds.includes(name) ? (name as ChangeKindName) : null
}

/** What was changed (module, block, topic, question) as a key of the language pack. */
export function changeSubjectOf(type: string): ChangeSubjectName | null {
  return subjects.includes(type) ? (type as ChangeSubjectName) : null
}
