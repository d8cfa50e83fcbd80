import type { Clock } from '../../src/lib/clock'

/** A clock the test moves by hand, to reach expiry times without waiting. */
export class TestClock implements Clock {
  private current = new Date('2026-11-02T08:00:00Z')

  now(): Date {
    return new Date(this.current)
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000)
  }
}
