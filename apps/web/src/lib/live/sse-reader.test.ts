import { describe, expect, it } from 'vitest'
import { createSseReader, type ServerSentEvent } from './sse-reader'

describe('createSseReader', () => {
  it('reads named and plain events, skipping comments and retry lines', () => {
    const events: ServerSentEvent[] = []
    const read = createSseReader((event) => events.push(event))
    read('retry: 2000\nevent: ready\ndata: {}\n\n: ping\n\ndata: {"kind":"progress","event":7}\n\n')
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"kind":"progress","event":7}' },
    ])
  })

  it('keeps an event cut between chunks until it ends', () => {
    const events: ServerSentEvent[] = []
    const read = createSseReader((event) => events.push(event))
    read('data: {"kind":')
    read('"groups"}\n')
    expect(events).toEqual([])
    read('\r\n')
    expect(events).toEqual([{ event: 'message', data: '{"kind":"groups"}' }])
  })
})
