import type { CheckAnswer } from '@lernraster/shared'

/**
 * A running attempt's answers on this device (issue 37 item 2): written on every change, so a reload,
 * a closed tab or a lost connection loses nothing. Keyed by the attempt's id, which the server gives
 * one student only; `handingIn` marks answers handed in but not yet taken by the server, which the
 * check screen sends again, unchanged, until they are (the server answers a repeat with the first
 * result, so "submitted once" holds however often they go).
 */
export interface KeptAnswers {
  answers: Record<string, CheckAnswer>
  handingIn: boolean
  savedAt: string
}

const prefix = 'lernraster.check_attempt.'
/** Answers of attempts left alone this long are dropped: the server closed those attempts long ago. */
const keepDays = 14

const keyOf = (attemptId: number) => `${prefix}${attemptId}`

export function readKeptAnswers(attemptId: number): KeptAnswers | undefined {
  try {
    const stored = localStorage.getItem(keyOf(attemptId))
    if (!stored) return undefined
    const parsed = JSON.parse(stored) as Partial<KeptAnswers>
    if (typeof parsed.answers !== 'object' || parsed.answers === null) return undefined
    return { answers: parsed.answers, handingIn: parsed.handingIn === true, savedAt: String(parsed.savedAt) }
  } catch {
    return undefined
  }
}

/** Keeps the answers; false where the browser keeps nothing (private mode, storage full). */
export function keepAnswers(attemptId: number, kept: Omit<KeptAnswers, 'savedAt'>): boolean {
  try {
    localStorage.setItem(keyOf(attemptId), JSON.stringify({ ...kept, savedAt: new Date().toISOString() }))
    return true
  } catch {
    return false
  }
}

export function forgetAnswers(attemptId: number): void {
  try {
    localStorage.removeItem(keyOf(attemptId))
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Drops answers of attempts older than two weeks (each attempt leaves one entry until its result). */
export function forgetOldAnswers(now = Date.now()): void {
  let keys: string[]
  try {
    keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix))
  } catch {
    return
  }
  for (const key of keys) {
    // One entry at a time: a broken one goes, and does not keep the rest from being tidied.
    let savedAt = Number.NaN
    try {
      savedAt = Date.parse(JSON.parse(localStorage.getItem(key) ?? '{}').savedAt)
    } catch {
      // Unreadable: dropped below.
    }
    if (!(now - savedAt < keepDays * 86_400_000)) localStorage.removeItem(key)
  }
}
