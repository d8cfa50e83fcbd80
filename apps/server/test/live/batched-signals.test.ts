import { describe, expect, test } from 'vitest'
import type { LiveSignal } from '../../src/modules/live/live-signal'
import { useTestApp } from '../support/test-app'

// Decision 050: the signals of ratings go out in batches, merged per run and kind, a few times a
// second per instance instead of once per rating; nothing collected is lost, and they arrive on
// their own within a fraction of a second.

const t = useTestApp()
const teacher = 900_001

function listen(): { heard: LiveSignal[]; stop: () => void; next: () => Promise<LiveSignal> } {
  const heard: LiveSignal[] = []
  const waiting: ((signal: LiveSignal) => void)[] = []
  const stop = t.app.ctx.live.subscribe(teacher, (signal) => {
    heard.push(signal)
    waiting.shift()?.(signal)
  })
  return { heard, stop, next: () => new Promise((resolve) => waiting.push(resolve)) }
}

describe('batched live signals', () => {
  test('thirty ratings of one run make one signal naming every student; another run its own', async () => {
    const listener = listen()
    try {
      for (let student = 1; student <= 30; student++)
        t.app.ctx.live.announceSoon({ kind: 'progress', teachers: [teacher], students: [student], event: 7 })
      t.app.ctx.live.announceSoon({ kind: 'progress', teachers: [teacher], students: [99], event: 8 })
      const first = listener.next()
      const second = listener.next()
      await t.app.ctx.live.sendBatchedNow()
      const signals = [await first, await second].sort((a, b) => (a.event ?? 0) - (b.event ?? 0))
      expect(signals).toEqual([
        {
          kind: 'progress',
          teachers: [teacher],
          students: Array.from({ length: 30 }, (_, i) => i + 1),
          event: 7,
        },
        { kind: 'progress', teachers: [teacher], students: [99], event: 8 },
      ])
    } finally {
      listener.stop()
    }
  })

  test('go out by themselves, without being asked', async () => {
    const listener = listen()
    try {
      const heard = listener.next()
      // No sendBatchedNow: the batch's own timer (150 ms) sends it, or the test times out.
      t.app.ctx.live.announceSoon({ kind: 'progress', teachers: [teacher], students: [5], event: 9 })
      expect(await heard).toMatchObject({ kind: 'progress', event: 9 })
    } finally {
      listener.stop()
    }
  })
})
