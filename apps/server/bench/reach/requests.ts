import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../test/support/processes'
import { API } from './calls'
import { atLeast, type Figure, formatPerSecond, ratioFigure } from './figures'
import { type LoadResult, runLoad } from './load'
import { type Child, startBaseline, startBundle } from './processes'
import type { BenchTarget } from './targets'

// Figure 1: GET /subjects, logged in, under 10 connections: the server as `npm start` runs it against
// a bare Fastify server sending the same statements (baseline-server.ts), both real processes on the
// same data, loaded in turns (app, baseline, app, baseline) after a warm-up that is not counted.

const route = `${API}/subjects`
export const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5)
const warmUpSeconds = 2
const rounds = 2
const connections = 10

export interface RecordedRequest {
  statements: { query: string; params: unknown[] }[]
  token: string
}

const mean = (results: LoadResult[]) =>
  results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length

/** JSON with its object keys in order, so that two answers of the same rows compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

/** Whether the app and the baseline answer the same rows (else the ratio compares different work). */
async function answersAgree(urls: string[], token: string): Promise<boolean> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      return JSON.stringify(canonical(await response.json()))
    }),
  )
  return answers.every((answer) => answer === answers[0])
}

export async function requestFigures(
  target: BenchTarget,
  recorded: RecordedRequest,
  logLevel: string,
): Promise<Figure[]> {
  const statementsFile = path.join(tmpdir(), `lernraster-bench-statements-${process.pid}.json`)
  writeFileSync(statementsFile, JSON.stringify(recorded.statements))
  const appPort = await freePort()
  const basePort = await freePort()
  const children: Child[] = []
  try {
    const baselineDatabase = target.baselineDatabase()
    children.push(await startBundle({ port: appPort, database: target.serverDatabase, logLevel }))
    children.push(
      await startBaseline({
        ...baselineDatabase,
        PORT: String(basePort),
        BASELINE_ROUTE: route,
        BASELINE_STATEMENTS: statementsFile,
      }),
    )
    const sides = {
      app: `http://127.0.0.1:${appPort}${route}`,
      baseline: `http://127.0.0.1:${basePort}${route}`,
    }
    const sameAnswer = await answersAgree(Object.values(sides), recorded.token)
    const load = (url: string, seconds: number) =>
      runLoad({ url, token: recorded.token, seconds, connections })
    await load(sides.app, warmUpSeconds)
    await load(sides.baseline, warmUpSeconds)
    const app: LoadResult[] = []
    const baseline: LoadResult[] = []
    for (let round = 0; round < rounds; round += 1) {
      app.push(await load(sides.app, loadSeconds))
      baseline.push(await load(sides.baseline, loadSeconds))
    }
    const perRound = (results: LoadResult[]) =>
      results.map((result) => result.requestsPerSecond.toFixed(0)).join(', ')
    console.log(
      `  ${target.label} GET /subjects req/s per round: app ${perRound(app)}; baseline ${perRound(baseline)}`,
    )
    return [
      ratioFigure({
        group: 1,
        figure: `GET /subjects, 10 connections (${target.label})`,
        app: mean(app),
        baseline: mean(baseline),
        format: formatPerSecond,
        reach: atLeast(0.8, '>= 0.8'),
        note:
          `${recorded.statements.length} statements; ${rounds} x ${loadSeconds} s each side; ` +
          `p50 ${app[0]!.latencyP50} vs ${baseline[0]!.latencyP50} ms; ` +
          `answer ${app[0]!.bytesPerRequest.toFixed(0)} vs ${baseline[0]!.bytesPerRequest.toFixed(0)} B with headers, ` +
          `${sameAnswer ? 'the same JSON' : 'JSON DIFFERS'}`,
      }),
    ]
  } finally {
    for (const child of children.reverse()) await child.stop()
    rmSync(statementsFile, { force: true })
  }
}
