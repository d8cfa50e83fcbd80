import type { PlannedType } from '@lernraster/shared'
import { dayOfMoment, dueAtOfDay } from './due-date'

export type PlanField = 'group_id' | 'subject_id' | 'topic_id' | 'due_at'
export type PlanProblem =
  | 'groupRequired'
  | 'subjectRequired'
  | 'topicRequired'
  | 'dateInvalid'
  | 'homeworkDueInPast'

export type PlanInput = {
  groupId: string | null
  subjectId: string | null
  topicId: string | null
  day: string
}

type Checked =
  | { ok: true; value: { group_id: number; subject_id: number; topic_id: number; due_at: string } }
  | { ok: false; field: PlanField; problem: PlanProblem }

/** The date alone (moving a date uses it too): a calendar day, and for homework not one already past. */
export function checkDay(
  type: PlannedType,
  day: string,
  today: Date,
): { ok: true; dueAt: string } | { ok: false; problem: PlanProblem } {
  const dueAt = dueAtOfDay(day)
  if (!dueAt) return { ok: false, problem: 'dateInvalid' }
  if (type === 'homework' && day < dayOfMoment(today)) return { ok: false, problem: 'homeworkDueInPast' }
  return { ok: true, dueAt }
}

/** The form's own rules, in the order of its fields, so the cursor goes to the first one missing. */
export function checkPlanInput(type: PlannedType, input: PlanInput, today: Date): Checked {
  if (!input.groupId) return { ok: false, field: 'group_id', problem: 'groupRequired' }
  if (!input.subjectId) return { ok: false, field: 'subject_id', problem: 'subjectRequired' }
  if (!input.topicId) return { ok: false, field: 'topic_id', problem: 'topicRequired' }
  const day = checkDay(type, input.day, today)
  if (!day.ok) return { ok: false, field: 'due_at', problem: day.problem }
  return {
    ok: true,
    value: {
      group_id: Number(input.groupId),
      subject_id: Number(input.subjectId),
      topic_id: Number(input.topicId),
      due_at: day.dueAt,
    },
  }
}
