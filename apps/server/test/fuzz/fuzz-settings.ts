import { createHash } from 'node:crypto'

/**
 * What a fuzz run may be told from outside: the seed that makes it repeatable, the number of
 * requests it may send (spread over however many routes the server has), and how long one request
 * may take before it counts as a hang.
 */
export interface FuzzSettings {
  seed: number
  requestBudget: number
  /**
   * Runs per route, caller and mutation kind, whatever the budget: every kind reaches every route.
   * One: with 58 routes the floors alone outgrew the budget (decision 014, issue 11).
   */
  runsFloor: number
  maxMs: number
}

const DEFAULT_SEED = 20_240_611
const DEFAULT_REQUESTS = 3000
const DEFAULT_MAX_MS = 5000

function integerFromEnv(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${text}"`)
  return value
}

export function readFuzzSettings(): FuzzSettings {
  return {
    seed: integerFromEnv('FUZZ_SEED', DEFAULT_SEED),
    requestBudget: integerFromEnv('FUZZ_REQUESTS', DEFAULT_REQUESTS),
    runsFloor: 1,
    maxMs: integerFromEnv('FUZZ_MAX_MS', DEFAULT_MAX_MS),
  }
}

/**
 * fast-check's seed for one case, from the run's seed and the case's name: a case draws the same
 * requests whatever other routes exist, so a replay stays exact when routes are added.
 */
export function caseSeed(seed: number, caseName: string): number {
  return createHash('sha256').update(`${seed}|${caseName}`).digest().readInt32LE(0)
}

/**
 * Runs for a case that holds `weight` of `totalWeight`, placed after `weightBefore`: the budget split
 * by weight (the rounding spread over the cases), never below the floor.
 */
export function runsForCase(
  settings: FuzzSettings,
  slice: { weightBefore: number; weight: number; totalWeight: number },
): number {
  const { weightBefore, weight, totalWeight } = slice
  const budgetUpTo = (upTo: number) => Math.floor((settings.requestBudget * upTo) / totalWeight)
  return Math.max(settings.runsFloor, budgetUpTo(weightBefore + weight) - budgetUpTo(weightBefore))
}

/** The command that sends the same requests again, run from apps/server. */
export function replayCommand(settings: FuzzSettings, testName: string): string {
  const env = [`FUZZ_SEED=${settings.seed}`]
  for (const name of ['FUZZ_REQUESTS', 'FUZZ_MAX_MS', 'TEST_DATABASE_URL']) {
    if (process.env[name]) env.push(`${name}=${process.env[name]}`)
  }
  // -t takes a regular expression: the name's own `*` and `.` must match themselves.
  const pattern = testName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return `${env.join(' ')} npx vitest run test/fuzz -t '${pattern}'`
}
