import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client'
import { type CallMeasure, measureCall } from '../bench-app'

// A call through the whole app against its own statements sent raw, in interleaved rounds so that a
// slower moment of the machine does not fall on one side only.

export const API = '/api/teacher/v1'

export interface Comparison {
  statements: number
  /** The best round's median of each side. */
  callMs: number
  rawMs: number
  body: unknown
}

export async function compareCall(
  app: FastifyInstance,
  database: Database,
  input: { url: string; token: string; runs: number; rounds: number },
): Promise<Comparison> {
  const rounds: CallMeasure[] = []
  for (let round = 0; round < input.rounds; round += 1)
    rounds.push(await measureCall(app, database, { url: input.url, token: input.token, runs: input.runs }))
  return {
    statements: rounds[0]!.statements,
    callMs: Math.min(...rounds.map((round) => round.callMs)),
    rawMs: Math.min(...rounds.map((round) => round.rawMs)),
    body: rounds[0]!.body,
  }
}

/** The statements one GET sends, as the driver received them: what the baselines replay. */
export async function recordStatements(
  app: FastifyInstance,
  database: Database,
  url: string,
  token: string,
): Promise<{ query: string; params: unknown[] }[]> {
  database.queries.recorded = []
  try {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
    return database.queries.recorded
  } finally {
    database.queries.recorded = undefined
  }
}
