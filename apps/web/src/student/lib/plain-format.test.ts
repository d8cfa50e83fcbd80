import { describe, expect, it } from 'vitest'
import { decimalText, swissDateText } from './plain-format'

describe('decimalText', () => {
  it('writes what Intl writes with one fraction digit, for every grade and average from 0 to 6', () => {
    const german = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })
    const english = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
    for (let thousandths = 0; thousandths <= 6000; thousandths += 1) {
      // Averages of grades: sums divided by counts, with their binary fractions.
      const value = thousandths / 1000
      expect(decimalText(value, 'de'), String(value)).toBe(german.format(value))
      expect(decimalText(value, 'en'), String(value)).toBe(english.format(value))
    }
    for (const [sum, count] of [
      [14, 3],
      [9.5, 2],
      [23, 6],
      [11, 3],
    ] as const) {
      expect(decimalText(sum / count, 'de')).toBe(german.format(sum / count))
    }
  })

  it('writes whole grades without a decimal and a half with the language’s mark', () => {
    expect(decimalText(5, 'de')).toBe('5')
    expect(decimalText(4.5, 'de')).toBe('4,5')
    expect(decimalText(4.5, 'en')).toBe('4.5')
    expect(decimalText(4.66666, 'de')).toBe('4,7')
    expect(decimalText(5.96, 'de')).toBe('6')
  })
})

describe('swissDateText', () => {
  it('writes day, month and year with two-digit day and month in the device’s time zone', () => {
    const date = new Date(2026, 2, 5, 23, 30)
    expect(swissDateText(date.toISOString())).toBe('05.03.2026')
    expect(swissDateText(new Date(2026, 10, 26).toISOString())).toBe('26.11.2026')
  })

  it('matches Intl’s de-CH date for every day of a year', () => {
    const swiss = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' })
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 12)
      expect(swissDateText(date.toISOString())).toBe(swiss.format(date))
    }
  })

  it('leaves text that is no date as it is', () => {
    expect(swissDateText('morgen')).toBe('morgen')
  })
})
