import { describe, expect, it } from 'vitest'
import { formatDueDate } from './due-date'

describe('formatDueDate', () => {
  it('writes the date in the language of the app', () => {
    expect(formatDueDate('2026-03-12', 'de')).toBe('12.03.2026')
    expect(formatDueDate('2026-03-12', 'en')).toBe('12 Mar 2026')
  })

  it('shows a text it cannot read as it came', () => {
    expect(formatDueDate('bald', 'de')).toBe('bald')
  })
})
