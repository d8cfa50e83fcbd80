import { describe, expect, it } from 'vitest'
import { dayOfMoment, dueAtOfDay } from './due-date'

describe('dueAtOfDay', () => {
  it('is the end of that day in local time', () => {
    const iso = dueAtOfDay('2026-12-03')
    expect(iso).not.toBeNull()
    const moment = new Date(iso as string)
    expect([moment.getFullYear(), moment.getMonth(), moment.getDate()]).toEqual([2026, 11, 3])
    expect([moment.getHours(), moment.getMinutes()]).toEqual([23, 59])
  })

  it('refuses what is not a calendar day', () => {
    expect(dueAtOfDay('')).toBeNull()
    expect(dueAtOfDay('3.12.2026')).toBeNull()
    expect(dueAtOfDay('2026-02-31')).toBeNull()
    expect(dueAtOfDay('2026-13-01')).toBeNull()
  })
})

describe('dayOfMoment', () => {
  it('gives back the day a due date was set for', () => {
    expect(dayOfMoment(dueAtOfDay('2027-01-09') as string)).toBe('2027-01-09')
  })
})
