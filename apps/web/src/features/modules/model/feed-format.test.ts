import { describe, expect, it } from 'vitest'
import { feedTime, formatDate, formatGrade, formatTime, goalStanding } from './feed-format'

describe('goalStanding', () => {
  it('compares the difference rounded to one decimal: at the goal is reached', () => {
    expect(goalStanding(5, 4.5)).toBe('above')
    expect(goalStanding(4.5, 4.5)).toBe('at')
    expect(goalStanding(4.47, 4.5)).toBe('at')
    expect(goalStanding(4, 4.5)).toBe('below')
  })
})

describe('formatGrade', () => {
  it('writes German grades with a comma and one decimal, English ones with a point', () => {
    expect(formatGrade(4.5, 'de')).toBe('4,5')
    expect(formatGrade(5, 'de')).toBe('5,0')
    expect(formatGrade(4.5, 'en')).toBe('4.5')
  })
})

describe('dates and times', () => {
  const value = new Date(2026, 10, 22, 14, 5)

  it('writes 22.11.2026 and 14:05', () => {
    expect(formatDate(value, 'de')).toBe('22.11.2026')
    expect(formatTime(value, 'de')).toBe('14:05')
    expect(formatDate(value, 'en')).toBe('22/11/2026')
  })

  it('says minutes within the hour, then today, yesterday or the date', () => {
    const iso = value.toISOString()
    const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
      new Date(year, month, day, hours, minutes).getTime()
    expect(feedTime(iso, at(2026, 10, 22, 14, 5), 'de')).toEqual({ kind: 'minutesAgo', minutes: 0 })
    expect(feedTime(iso, at(2026, 10, 22, 14, 4), 'de')).toEqual({ kind: 'minutesAgo', minutes: 0 })
    expect(feedTime(iso, at(2026, 10, 22, 14, 47), 'de')).toEqual({ kind: 'minutesAgo', minutes: 42 })
    expect(feedTime(iso, at(2026, 10, 22, 18, 0), 'de')).toEqual({ kind: 'today', time: '14:05' })
    expect(feedTime(iso, at(2026, 10, 23, 9, 0), 'de')).toEqual({ kind: 'yesterday', time: '14:05' })
    expect(feedTime(iso, at(2026, 10, 25, 9, 0), 'de')).toEqual({
      kind: 'date',
      date: '22.11.2026',
      time: '14:05',
    })
    expect(feedTime('not a date', Date.now(), 'de')).toBeNull()
  })
})
