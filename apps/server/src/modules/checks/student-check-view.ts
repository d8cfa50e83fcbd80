import {
  type CheckAnswer,
  type CheckAttemptResult,
  type CheckAttestation,
  isRightAnswer,
  type RunningCheckAttempt,
  type StudentCheck,
  type StudentCheckState,
  scoreAttempt,
  scoringKeyOf,
  studentCheckMessages,
} from '@lernraster/shared'
import type { StoredAttempt, StoredItem, StudentCheckRows } from './student-checks.repo'

/**
 * A topic's check as the student sees it (issue 37, decision 053), from what the database holds:
 * pure functions, so every rule about when an attempt may start is in one place.
 */

/**
 * How long after its end a timed attempt's answers still count: the app submits at the end, and on
 * weak Wi-Fi that submission may arrive a little later. Later answers count as missing.
 */
export const lateGraceMs = 5 * 60_000

export const isOverdue = (attempt: StoredAttempt, now: Date): boolean =>
  attempt.endsAt !== null && now.getTime() > new Date(attempt.endsAt).getTime() + lateGraceMs

/** The running attempt with its items' texts in the attempt's order; right answers left out. */
export function runningAttemptOf(
  attempt: StoredAttempt,
  items: Record<string, StoredItem>,
): RunningCheckAttempt {
  return {
    id: attempt.id,
    number: attempt.number,
    started_at: attempt.startedAt,
    ends_at: attempt.endsAt,
    items: attempt.items.flatMap((shown) => {
      const item = items[shown.id]
      if (!item) return []
      const choices = item.kind === 'order' ? item.steps : 'options' in item ? item.options : []
      const textOf = new Map(choices.map((choice) => [choice.id, choice.text]))
      return [
        {
          id: item.id,
          kind: item.kind,
          prompt: item.prompt,
          picture: item.picture,
          options: shown.options.flatMap((id) => (textOf.has(id) ? [{ id, text: textOf.get(id)! }] : [])),
          unit: item.kind === 'number' ? item.unit : '',
        },
      ]
    }),
  }
}

/**
 * Scores the answers of an attempt against the check as it is now. Its keys cannot have changed since
 * the first submission (check-edit-rules.ts); an item removed while the attempt ran does not count.
 */
export function scoreSubmission(
  attempt: StoredAttempt,
  rows: Pick<StudentCheckRows, 'items' | 'passPercent'>,
  answers: Record<string, CheckAnswer>,
) {
  const items = attempt.items.flatMap((shown) => (rows.items[shown.id] ? [rows.items[shown.id]!] : []))
  const results = Object.fromEntries(
    items.map((item) => [item.id, isRightAnswer(scoringKeyOf(item), answers[item.id])]),
  )
  const score = scoreAttempt(
    items.map((item) => scoringKeyOf(item)),
    items.map((item) => answers[item.id]),
    rows.passPercent,
  )
  return { results, score }
}

export function resultOf(attempt: StoredAttempt, items: Record<string, StoredItem>): CheckAttemptResult {
  const right = attempt.rightCount ?? 0
  const total = attempt.itemCount ?? 0
  return {
    id: attempt.id,
    number: attempt.number,
    submitted_at: attempt.submittedAt!,
    right,
    total,
    percent: total === 0 ? 0 : Math.floor((right * 100) / total),
    passed: attempt.passed ?? false,
    late: attempt.late,
    items: attempt.items.flatMap((shown) => {
      const item = items[shown.id]
      return item
        ? [
            {
              id: item.id,
              prompt: item.prompt,
              right: attempt.results?.[item.id] ?? false,
              feedback: item.feedback,
            },
          ]
        : []
    }),
  }
}

/** Attested by the teacher's decision, which stands over the attempts, or by the first passed attempt. */
export function attestationOf(
  rows: Pick<StudentCheckRows, 'override' | 'attempts'>,
): CheckAttestation | null {
  if (rows.override)
    return {
      attested: rows.override.attested,
      at: rows.override.decidedAt,
      by: 'teacher',
      note: rows.override.note,
    }
  const passed = rows.attempts.find((attempt) => attempt.passed)
  return passed ? { attested: true, at: passed.submittedAt!, by: 'check', note: '' } : null
}

/**
 * Whether another attempt may start, and when. `refusal` is why the student may not write in the run
 * at all (student-event.repo.ts `writeRefusal`).
 */
export function checkState(
  rows: StudentCheckRows,
  now: Date,
  refusal: string | undefined,
): { state: StudentCheckState; nextAt: string | null } {
  const submitted = rows.attempts.filter((attempt) => attempt.submittedAt !== null)
  const last = submitted.at(-1)
  const nextAt = last ? new Date(new Date(last.submittedAt!).getTime() + rows.waitHours * 3_600_000) : null
  if (refusal) return { state: 'closed', nextAt: null }
  if (rows.attempts.some((attempt) => attempt.submittedAt === null)) return { state: 'running', nextAt: null }
  if (attestationOf(rows)?.attested) return { state: 'passed', nextAt: null }
  if (rows.maxAttempts !== null && submitted.length >= rows.maxAttempts)
    return { state: 'used_up', nextAt: null }
  if (nextAt && nextAt.getTime() > now.getTime()) return { state: 'waiting', nextAt: nextAt.toISOString() }
  if (rows.opens === 'rated' && !rows.allRated) return { state: 'unrated', nextAt: null }
  return { state: 'open', nextAt: null }
}

/** Why no attempt may start, as the student reads it; undefined when one may (or one runs). */
export function startRefusal(state: StudentCheckState, refusal: string | undefined): string | undefined {
  switch (state) {
    case 'closed':
      return refusal
    case 'unrated':
      return studentCheckMessages.unrated
    case 'waiting':
      return studentCheckMessages.waiting
    case 'used_up':
      return studentCheckMessages.usedUp
    case 'passed':
      return studentCheckMessages.passed
    default:
      return undefined
  }
}

export function studentCheckOf(
  topicId: number,
  rows: StudentCheckRows,
  now: Date,
  refusal: string | undefined,
): StudentCheck {
  const { state, nextAt } = checkState(rows, now, refusal)
  const running = rows.attempts.find((attempt) => attempt.submittedAt === null)
  const last = rows.attempts.filter((attempt) => attempt.submittedAt !== null).at(-1)
  return {
    topic_id: topicId,
    item_count: rows.itemIds.length,
    pass_percent: rows.passPercent,
    time_limit_minutes: rows.timeLimitMinutes,
    max_attempts: rows.maxAttempts,
    attempts_used: rows.attempts.filter((attempt) => attempt.submittedAt !== null).length,
    state,
    next_at: nextAt,
    running: state === 'running' && running ? runningAttemptOf(running, rows.items) : null,
    last_result: last ? resultOf(last, rows.items) : null,
    attestation: attestationOf(rows),
  }
}
