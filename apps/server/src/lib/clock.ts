/** The server's notion of now. Tests pass a movable clock to check expiry without waiting. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
