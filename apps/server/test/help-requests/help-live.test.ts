import { describe, expect, test } from 'vitest'
import { announce } from '../../src/modules/live/live-signal'
import { useLiveStreams } from '../support/live-stream'
import { useTestApp } from '../support/test-app'
import { askForHelp, handle, helpWorld } from './help-builders'

// Issue 19: a help request reaches the class's teacher and the module's owner within seconds (live
// kind 'help', with the write), and so does marking it handled - once: handling it again is no news.

const t = useTestApp({ LIVE_STREAM_SECONDS: '60' })
const live = useLiveStreams(t)
const watch = live.watch

describe('live help signals', () => {
  test('asking and handling reach the class’s teacher and the module’s owner; a second handle does not', async () => {
    const world = await helpWorld(t.app)
    const teacher = await watch(world.teacher.token)
    const owner = await watch(world.owner.token)
    const help = { kind: 'help', event: world.eventId }

    const asked = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(1, 1).id,
      text: 'Hilfe',
    })
    expect((await teacher.next()).data).toEqual(help)
    expect((await owner.next()).data).toEqual(help)

    await handle(t.app, world.teacher, asked.id)
    expect((await teacher.next()).data).toEqual(help)
    expect((await owner.next()).data).toEqual(help)

    // Handled already: nothing is announced. The next thing the teacher hears is a marker sent after.
    await handle(t.app, world.owner, asked.id)
    await announce(t.app.ctx.db, { kind: 'planned', teachers: [world.teacher.user.id], event: world.eventId })
    expect((await teacher.next()).data).toEqual({ kind: 'planned', event: world.eventId })
  })

  test('another teacher hears nothing of it', async () => {
    const world = await helpWorld(t.app)
    const other = await helpWorld(t.app)
    const stranger = await watch(other.teacher.token)
    await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: world.grid.at(1, 1).id })
    // The stranger's own student asks next: the first signal the stranger gets is their own.
    await askForHelp(t.app, other.student, { eventId: other.eventId, topicId: other.grid.at(1, 1).id })
    expect((await stranger.next()).data).toEqual({ kind: 'help', event: other.eventId })
  })
})
