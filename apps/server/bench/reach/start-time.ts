import { freePort } from '../../test/support/processes'
import { atMost, type Figure, formatSeconds, median, valueFigure } from './figures'
import { firstAnswer, spawnServer } from './processes'
import type { BenchTarget } from './targets'

// Figure 4: from spawning the server (`node` with start.mjs's flags and `apps/server/dist/main.mjs`, as npm
// start does) to its first HTTP answer, on a database that exists (migrated, demo data in it).

const starts = 3

export async function startTimeFigures(target: BenchTarget, logLevel: string): Promise<Figure[]> {
  const times: number[] = []
  for (let start = 0; start < starts; start += 1) {
    const port = await freePort()
    const spawnedAt = performance.now()
    const server = spawnServer({ port, database: target.serverDatabase, logLevel })
    try {
      times.push(await firstAnswer(port, spawnedAt, server))
    } finally {
      await server.stop()
    }
  }
  const range = `${starts} starts: ${times.map((time) => (time / 1000).toFixed(2)).join(', ')} s`
  return [
    valueFigure({
      group: 4,
      figure: `spawn to first answer, existing database (${target.label})`,
      value: median(times),
      format: formatSeconds,
      // The reach is PostgreSQL's; PGlite's own start is most of its figure, printed for information.
      reach: target.label === 'PostgreSQL' ? atMost(1000, '<= 1 s') : undefined,
      note: `median of ${range}`,
    }),
  ]
}
