// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectLiveStream, type LiveTiming } from './live-stream'

// The reconnect loop against a real HTTP server that answers each connection as the test says: Node's
// own fetch and stream reader, as a browser reads it, and short pauses instead of the app's seconds.
type Answer = (request: IncomingMessage, response: ServerResponse) => void

const timing: LiveTiming = { gatherMs: 20, pollMs: 40, firstRetryMs: 30, longestRetryMs: 120 }
const kinds = ['progress', 'help'] as const
type Kind = (typeof kinds)[number]
const isKind = (value: unknown): value is Kind => kinds.includes(value as Kind)

const failWith =
  (status: number): Answer =>
  (_request, response) =>
    response.writeHead(status).end()
/** A stream that says ready, sends these events and stays open (or ends, if told). */
const stream =
  (events: string[], options: { end?: boolean } = {}): Answer =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('event: ready\ndata: {}\n\n')
    for (const data of events) response.write(`data: ${data}\n\n`)
    if (options.end) response.end()
  }

let server: Server
let url: string
let answers: Answer[]
let connections: IncomingMessage[]
let stop: (() => void) | undefined

/** Browser globals the loop listens to: 'online' and 'offline', and whether the browser is online. */
const browser = { window: new EventTarget(), navigator: { onLine: true } }

beforeEach(async () => {
  answers = []
  connections = []
  server = createServer((request, response) => {
    connections.push(request)
    // Without an answer left, the connection fails as a dropped network would.
    const answer = answers.shift() ?? failWith(503)
    answer(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`
  browser.window = new EventTarget()
  browser.navigator.onLine = true
  vi.stubGlobal('window', browser.window)
  vi.stubGlobal('navigator', browser.navigator)
})

afterEach(async () => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function connect(headers: () => Record<string, string> | undefined = () => ({ Authorization: 'Bearer t' })) {
  const seen = { changes: [] as Kind[][], resyncs: 0, connected: [] as boolean[] }
  stop = connectLiveStream<Kind>({
    url,
    headers,
    isKind,
    onChanges: (changed) => seen.changes.push(changed),
    onResync: () => {
      seen.resyncs += 1
    },
    onConnected: (connected) => seen.connected.push(connected),
    timing,
  })
  return seen
}

describe('the live stream loop', () => {
  test('hands on the kinds that arrive together once each, and ignores what is not its own', async () => {
    answers.push(
      stream([
        JSON.stringify({ kind: 'progress' }),
        JSON.stringify({ kind: 'progress' }),
        JSON.stringify({ kind: 'help' }),
        JSON.stringify({ kind: 'unknown' }),
        'not json',
      ]),
    )
    const seen = connect()
    await vi.waitFor(() => expect(seen.changes).toEqual([['progress', 'help']]))
    expect(seen.connected).toEqual([true])
    expect(connections[0]?.headers.authorization).toBe('Bearer t')
    expect(connections[0]?.headers.accept).toBe('text/event-stream')
  })

  test('polls while the stream fails, tries again, and resyncs once when it is back', async () => {
    answers.push(failWith(503), failWith(502), stream([JSON.stringify({ kind: 'help' })]))
    const seen = connect()
    await vi.waitFor(() => expect(seen.changes).toEqual([['help']]), { timeout: 2_000 })
    expect(connections).toHaveLength(3)
    // Down, the screens were told so; back, one resync covers what happened in between.
    expect(seen.connected.at(0)).toBe(false)
    expect(seen.connected.at(-1)).toBe(true)
    expect(seen.resyncs).toBeGreaterThanOrEqual(1)
    const resyncsWhenBack = seen.resyncs
    // Connected, the polling has stopped: no more resyncs arrive over several poll periods.
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs * 4))
    expect(seen.resyncs).toBe(resyncsWhenBack)
  })

  test('a stream the server ends is followed by the next at once, without polling', async () => {
    answers.push(stream([], { end: true }), stream([JSON.stringify({ kind: 'progress' })]))
    const seen = connect()
    await vi.waitFor(() => expect(seen.changes).toEqual([['progress']]))
    expect(connections).toHaveLength(2)
    expect(seen.resyncs).toBe(0)
    expect(seen.connected).not.toContain(false)
  })

  test('refused (401) it stops trying and the screens poll instead', async () => {
    answers.push(failWith(401))
    const seen = connect()
    await vi.waitFor(() => expect(seen.resyncs).toBeGreaterThanOrEqual(2))
    expect(connections).toHaveLength(1)
    expect(seen.connected).toEqual([false])
  })

  test('without a token it does not connect at all', async () => {
    const seen = connect(() => undefined)
    await vi.waitFor(() => expect(seen.resyncs).toBeGreaterThanOrEqual(1))
    expect(connections).toHaveLength(0)
  })

  test('offline it drops the stream and waits; online it connects again at once', async () => {
    answers.push(stream([]))
    const seen = connect()
    await vi.waitFor(() => expect(seen.connected).toEqual([true]))
    browser.navigator.onLine = false
    browser.window.dispatchEvent(new Event('offline'))
    await vi.waitFor(() => expect(seen.connected.at(-1)).toBe(false))
    // While offline no connection is tried, however many pauses pass.
    await new Promise((resolve) => setTimeout(resolve, timing.longestRetryMs * 2))
    expect(connections).toHaveLength(1)
    answers.push(stream([JSON.stringify({ kind: 'help' })]))
    browser.navigator.onLine = true
    browser.window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(seen.changes).toEqual([['help']]), { timeout: 500 })
    expect(connections).toHaveLength(2)
  })

  test('stopped, it closes the stream and never connects again', async () => {
    answers.push(stream([]))
    const seen = connect()
    await vi.waitFor(() => expect(seen.connected).toEqual([true]))
    stop?.()
    stop = undefined
    await vi.waitFor(() => expect(connections[0]?.socket.destroyed ?? true).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, timing.longestRetryMs * 2))
    expect(connections).toHaveLength(1)
    expect(seen.connected.at(-1)).toBe(false)
  })
})
