import { describe, expect, it } from 'vitest'
import { nextRunAt } from '../../src/modules/demo/daily-schedule'

// Local time on purpose: the reset hour is the server's local hour (TZ), as scheduleDaily() uses it.
const at = (day: number, hour: number, minute = 0, second = 0) =>
  new Date(2026, 10, day, hour, minute, second)

describe('nextRunAt', () => {
  it('runs the same day when the hour is still ahead', () => {
    expect(nextRunAt(at(2, 1, 30), 3)).toEqual(at(2, 3))
    expect(nextRunAt(at(2, 0, 0), 23)).toEqual(at(2, 23))
  })

  it('runs the next day when the hour has come or passed', () => {
    expect(nextRunAt(at(2, 3, 0), 3)).toEqual(at(3, 3))
    expect(nextRunAt(at(2, 3, 0, 1), 3)).toEqual(at(3, 3))
    expect(nextRunAt(at(2, 22, 15), 3)).toEqual(at(3, 3))
  })

  it('crosses the end of a month and a year', () => {
    expect(nextRunAt(new Date(2026, 10, 30, 5), 3)).toEqual(new Date(2026, 11, 1, 3))
    expect(nextRunAt(new Date(2026, 11, 31, 4), 0)).toEqual(new Date(2027, 0, 1, 0))
  })

  it('never answers a time at or before now', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const now = at(15, 12, 0)
      const next = nextRunAt(now, hour)
      expect(next.getTime()).toBeGreaterThan(now.getTime())
      expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 60 * 60_000)
      expect(next.getHours()).toBe(hour)
    }
  })
})
