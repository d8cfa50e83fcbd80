/** The next time the local clock shows `hour`:00, strictly after `now`. */
export function nextRunAt(now: Date, hour: number): Date {
  const next = new Date(now)
  next.setHours(hour, 0, 0, 0)
  if (next <= now) next.setDate(next.getDate() + 1)
  return next
}

/** Runs `task` every day at `hour` (server local time, TZ); returns a function that stops it. */
export function scheduleDaily(
  hour: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let timer: NodeJS.Timeout
  const plan = () => {
    const now = new Date()
    timer = setTimeout(() => {
      task().catch(onError).finally(plan)
    }, nextRunAt(now, hour).getTime() - now.getTime())
    timer.unref()
  }
  plan()
  return () => clearTimeout(timer)
}
