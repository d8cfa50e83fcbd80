import { describe, expect, it } from 'vitest'
import { formatAverage, formatPercent } from './number-format'

describe('formatAverage', () => {
  it('writes a German comma and one decimal', () => {
    expect(formatAverage(4.5, 'de')).toBe('4,5')
    expect(formatAverage(4, 'de')).toBe('4,0')
    expect(formatAverage(4.26, 'de')).toBe('4,3')
    expect(formatAverage(4.5, 'en')).toBe('4.5')
  })

  it('has nothing to show before the first rating', () => {
    expect(formatAverage(null, 'de')).toBeNull()
  })
})

describe('formatPercent', () => {
  it('writes whole percent as each language does', () => {
    expect(formatPercent(35, 'de')).toBe('35\u00a0%')
    expect(formatPercent(35, 'en')).toBe('35%')
    expect(formatPercent(120, 'de')).toBe('100\u00a0%')
    expect(formatPercent(-3, 'en')).toBe('0%')
  })
})
