import { describe, expect, it } from 'vitest'
import { formatDeviation, formatGrade, goalStatus, hasGrade, roundGrade } from './goal-status'

describe('roundGrade', () => {
  it('rounds to one decimal, halves away from zero', () => {
    expect(roundGrade(4.25)).toBe(4.3)
    expect(roundGrade(4.45)).toBe(4.5)
    expect(roundGrade(3.96)).toBe(4)
    expect(roundGrade(-0.04)).toBe(0)
    expect(Object.is(roundGrade(-0.04), -0)).toBe(false)
  })
})

describe('goalStatus', () => {
  it('calls a value at or above the goal a success and below it a danger', () => {
    expect(goalStatus(4, 4)).toBe('success')
    expect(goalStatus(5.5, 4)).toBe('success')
    expect(goalStatus(3.5, 4)).toBe('danger')
    expect(goalStatus(1, 4.5)).toBe('danger')
  })

  it('compares the value as shown, so "4.0" is never below the goal 4', () => {
    expect(goalStatus(3.96, 4)).toBe('success')
    expect(goalStatus(3.94, 4)).toBe('danger')
  })

  it('has no status for 0 or no value', () => {
    expect(goalStatus(0, 4)).toBe('none')
    expect(goalStatus(null, 4)).toBe('none')
    expect(goalStatus(undefined, 4)).toBe('none')
    expect(goalStatus(Number.NaN, 4)).toBe('none')
    expect(hasGrade(0.5)).toBe(true)
  })
})

describe('formatGrade', () => {
  it('shows one decimal, or nothing for 0 and no value', () => {
    expect(formatGrade(4, 'de')).toBe('4,0')
    expect(formatGrade(4.666, 'de')).toBe('4,7')
    expect(formatGrade(4.666, 'en')).toBe('4.7')
    expect(formatGrade(0, 'de')).toBeNull()
    expect(formatGrade(null, 'en')).toBeNull()
  })
})

describe('formatDeviation', () => {
  it('signs the distance from the goal', () => {
    expect(formatDeviation(4.5, 4, 'de')).toBe('+0,5')
    expect(formatDeviation(3, 4, 'de')).toBe('−1,0')
    expect(formatDeviation(4.02, 4, 'en')).toBe('±0.0')
    expect(formatDeviation(null, 4, 'de')).toBeNull()
    expect(formatDeviation(0, 4, 'de')).toBeNull()
  })
})
