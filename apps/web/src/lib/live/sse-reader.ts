/** One server-sent event: its name ('message' unless the server named it) and its data line(s). */
export interface ServerSentEvent {
  event: string
  data: string
}

/**
 * Splits the text of an event stream into events as they complete (the WHATWG format, the parts
 * our server sends: `event:`, `data:`, comments and `retry:`). Feed it chunks as they arrive; it
 * keeps an event cut between two chunks until its end comes.
 */
export function createSseReader(onEvent: (event: ServerSentEvent) => void) {
  let buffer = ''
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue // a comment: the server's heartbeat
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') })
    }
  }
}
