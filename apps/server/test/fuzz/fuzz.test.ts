import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestProvider, testClient } from '../support/oidc-test-provider'
import { buildTestApp } from '../support/test-app'
import { type FuzzFailure, failureReport } from './failure-report'
import { type Caller, runFuzzCase } from './fuzz-case'
import { type FuzzSchool, seedSchool, withStranger } from './fuzz-school'
import { caseSeed, readFuzzSettings, replayCommand, runsForCase } from './fuzz-settings'
import { mutationKinds } from './mutations'
import { fuzzTargets, registeredKeys } from './route-targets'

/**
 * Every route the server registers, documented or not, gets requests built from its schema and then
 * broken in every way mutations.ts knows, with and without credentials. No answer may be a 5xx, every
 * 4xx is in the one error shape without internal text, and none takes longer than FUZZ_MAX_MS.
 * Routes are read from the app, so a new route is fuzzed without touching this file; FUZZ_REQUESTS
 * is spread over all of them, so the time stays bounded as routes are added.
 */
const settings = readFuzzSettings()
console.log(
  `fuzz: seed ${settings.seed} (replay with FUZZ_SEED=${settings.seed}), budget ${settings.requestBudget}`,
)

const ADMIN_SECRET = 'fuzz-admin-secret'
// The setup with the most routes and hooks: the admin route, CORS, a proxy in front, the school
// sign-in, and a built web app as in production, the student app's beside the teacher app's (a page
// request to an unknown path gets an index.html, not the 503 "web app not built" of the other tests'
// setup).
const webDist = mkdtempSync(path.join(tmpdir(), 'lernraster-fuzz-web-'))
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lernraster</title>')
mkdirSync(path.join(webDist, 'student'))
writeFileSync(path.join(webDist, 'student', 'index.html'), '<!doctype html><title>Lernraster</title>')
// The school sign-in on, against a real test provider, so its calls are fuzzed past their 404.
const provider = await startTestProvider(['http://lernraster.test/auth/login'])
const env = {
  WEB_DIST_DIR: webDist,
  CORS_ORIGINS: 'http://localhost:3001',
  TRUST_PROXY: 'true',
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: testClient.id,
  OIDC_CLIENT_SECRET: testClient.secret,
  OIDC_ROLE_CLAIM: 'role',
  OIDC_TEACHER_VALUES: 'teacher',
  OIDC_STUDENT_VALUES: 'student',
}
// Routes are known only once the app is built: they decide which tests exist.
const t = await buildTestApp(env, { adminSecret: ADMIN_SECRET })
afterAll(async () => {
  await t.close()
  await provider.close()
  rmSync(webDist, { recursive: true, force: true })
})

const targets = fuzzTargets(t.app)
const callers: Caller[] = ['anonymous', 'authenticated']
const weightPerCaller = mutationKinds.reduce((sum, { weight }) => sum + weight, 0)
const totalWeight = targets.length * callers.length * weightPerCaller
const schools = new Map<string, FuzzSchool>()
const fuzzed = new Set<string>()
/** Answers by route and status: FUZZ_STATS=1 prints them, to see how deep the requests get. */
const statuses = new Map<string, Map<number, number>>()
let requestsSent = 0
const started = performance.now()

/** Fixed per route, so the seeded ids and e-mail addresses are the same in every run. */
const schoolLabel = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 10)

beforeAll(async () => {
  const stranger = await seedSchool(t.app, 'fremd')
  for (const target of targets) {
    schools.set(target.key, withStranger(await seedSchool(t.app, schoolLabel(target.key)), stranger))
  }
})

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  console.log(`fuzz: ${requestsSent} requests to ${targets.length} routes in ${seconds} s on ${database}`)
  if (process.env.FUZZ_STATS !== '1') return
  for (const [key, counts] of statuses) {
    const line = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
    console.log(`  ${key}: ${line.join(' ')}`)
  }
})

describe('fuzz', () => {
  test('the OpenAPI document and the route list name the same routes', () => {
    const documented = t.app.registeredRoutes.filter((route) => route.documented)
    expect(targets.filter((target) => target.documented).length).toBe(documented.length)
    expect(targets.map((target) => target.key).sort()).toEqual(registeredKeys(t.app).sort())
  })

  for (const [targetIndex, target] of targets.entries()) {
    for (const [callerIndex, caller] of callers.entries()) {
      const name = `${target.key} as ${caller}`
      test(name, { timeout: 120_000 }, async () => {
        const failures: FuzzFailure[] = []
        let weightBefore = (targetIndex * callers.length + callerIndex) * weightPerCaller
        for (const { kind, weight } of mutationKinds) {
          const numRuns = runsForCase(settings, { weightBefore, weight, totalWeight })
          weightBefore += weight
          const failure = await runFuzzCase({
            app: t.app,
            target,
            school: schools.get(target.key)!,
            caller,
            kind,
            adminSecret: ADMIN_SECRET,
            seed: caseSeed(settings.seed, `${name} ${kind}`),
            numRuns,
            maxMs: settings.maxMs,
            onAnswer: (status) => {
              requestsSent++
              const counts = statuses.get(target.key) ?? new Map<number, number>()
              statuses.set(target.key, counts.set(status, (counts.get(status) ?? 0) + 1))
            },
          })
          if (failure) failures.push(failure)
        }
        fuzzed.add(name)
        if (failures.length > 0) {
          const report = failureReport(name, failures, replayCommand(settings, name))
          throw new Error(report)
        }
      })
    }
  }

  test('every registered route was fuzzed, with and without credentials', () => {
    const expected = registeredKeys(t.app).flatMap((key) => callers.map((caller) => `${key} as ${caller}`))
    expect([...fuzzed].sort()).toEqual(expected.sort())
  })
})
