import { describe, expect, it } from 'vitest'
import { dayOfMoment } from './due-date'
import { checkDay, checkPlanInput } from './plan-form'

const today = new Date(2026, 10, 24, 15, 0)
const filled = { groupId: '1', subjectId: '2', topicId: '3', day: '2026-11-30' }

describe('checkPlanInput', () => {
  it('names the first field missing', () => {
    expect(checkPlanInput('homework', { ...filled, groupId: null }, today)).toMatchObject({
      field: 'group_id',
    })
    expect(checkPlanInput('homework', { ...filled, subjectId: null }, today)).toMatchObject({
      field: 'subject_id',
    })
    expect(checkPlanInput('homework', { ...filled, topicId: null }, today)).toMatchObject({
      field: 'topic_id',
    })
    expect(checkPlanInput('homework', { ...filled, day: '' }, today)).toMatchObject({
      field: 'due_at',
      problem: 'dateInvalid',
    })
  })

  it('gives the ids and the end of the chosen day', () => {
    const checked = checkPlanInput('exam', filled, today)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.value).toMatchObject({ group_id: 1, subject_id: 2, topic_id: 3 })
    expect(dayOfMoment(checked.value.due_at)).toBe('2026-11-30')
  })
})

describe('checkDay', () => {
  it('lets homework be due today but not yesterday', () => {
    expect(checkDay('homework', '2026-11-24', today).ok).toBe(true)
    expect(checkDay('homework', '2026-11-23', today)).toEqual({ ok: false, problem: 'homeworkDueInPast' })
  })

  it('lets an exam lie in the past (its grades are entered afterwards)', () => {
    expect(checkDay('exam', '2026-11-02', today).ok).toBe(true)
  })
})
