import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { freePort } from '../../test/support/processes'
import { atMost, type Figure, formatMb, ratioFigure } from './figures'
import { type Child, childEnv, memoryOf, spawnChild, startBundle } from './processes'

// Figure 3: the memory of the server on the embedded default, after a first start on an empty DATA_DIR
// (it creates the database and the demo school) and after a restart, against PGlite alone opened on
// the same folder in a process of its own.

/** After the banner, before reading the memory: the start's last promises and timers settle. */
const settleMs = 1000

/** A process that opens the folder with PGlite, runs one statement and waits to be told to close. */
const pgliteAlone = `
import { PGlite } from '@electric-sql/pglite'
const pglite = new PGlite(process.env.PGLITE_DIR)
await pglite.query('select 1')
console.log('pglite ready')
process.stdin.once('data', async () => { await pglite.close(); process.exit(0) })
`

async function pgliteAloneMemory(folder: string): Promise<{ rss: number; peak: number }> {
  const child = spawnChild(['--input-type=module', '-e', pgliteAlone], childEnv({ PGLITE_DIR: folder }))
  try {
    await child.waitFor('pglite ready')
    await delay(settleMs)
    return memoryOf(child.process.pid!)
  } finally {
    if (child.process.exitCode === null) child.process.stdin?.write('close\n')
    await Promise.race([child.exited, delay(10_000, undefined, { ref: false }).then(() => child.stop())])
  }
}

async function serverMemory(dataDir: string, logLevel: string) {
  const port = await freePort()
  const server = await startBundle({ port, database: { DATA_DIR: dataDir }, logLevel })
  await delay(settleMs)
  return { server, port, memory: memoryOf(server.process.pid!) }
}

export interface PagesServer {
  baseUrl: string
  demoLink: string
}

/** The memory figures; `withServer` gets the restarted server (the page figures run on it). */
export async function memoryFigures(
  logLevel: string,
  withServer: (server: PagesServer) => Promise<void>,
): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-bench-memory-'))
  let running: Child | undefined
  try {
    const first = await serverMemory(dataDir, logLevel)
    running = first.server
    await running.stop()
    const restart = await serverMemory(dataDir, logLevel)
    running = restart.server
    await withServer({ baseUrl: `http://127.0.0.1:${restart.port}`, demoLink: restart.server.demoLink })
    await running.stop()
    running = undefined
    const alone = await pgliteAloneMemory(path.join(dataDir, 'pglite'))
    const reach = atMost(1.25, '<= 1.25x')
    const peak = (memory: { peak: number }) => `peak ${formatMb(memory.peak)}`
    return [
      ratioFigure({
        group: 3,
        figure: 'server RSS after a first start (PGlite folder)',
        app: first.memory.rss,
        baseline: alone.rss,
        format: formatMb,
        reach,
        note: `${peak(first.memory)}; PGlite alone ${peak(alone)}; read ${settleMs / 1000} s after the banner`,
      }),
      ratioFigure({
        group: 3,
        figure: 'server RSS after a restart (PGlite folder)',
        app: restart.memory.rss,
        baseline: alone.rss,
        format: formatMb,
        reach,
        note: peak(restart.memory),
      }),
    ]
  } finally {
    await running?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
