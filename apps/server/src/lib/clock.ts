/** The server's notion of now. Tests pass a movable clock to check expiry without waiting. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000)
}
