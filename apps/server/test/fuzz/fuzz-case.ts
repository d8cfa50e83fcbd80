import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { answerProblem } from './answer-check'
import type { FuzzFailure } from './failure-report'
import type { FuzzSchool } from './fuzz-school'
import { mutations } from './mutations'
import { baseDraft, type InjectRequest, toInjectRequest } from './request-draft'
import type { FuzzTarget } from './route-targets'

export type Caller = 'anonymous' | 'authenticated'

export interface FuzzCase {
  app: FastifyInstance
  target: FuzzTarget
  school: FuzzSchool
  caller: Caller
  kind: string
  /** Sent with every authenticated request: the admin route's credential, beside the teacher's token. */
  adminSecret: string
  seed: number
  numRuns: number
  maxMs: number
  /** Told every answer's status, for the run's statistics. */
  onAnswer: (status: number) => void
}

/** Mostly this machine (the mailbox and the admin route answer only it), sometimes somewhere else. */
const remoteAddress = fc.oneof(
  { weight: 3, arbitrary: fc.constant('127.0.0.1') },
  { weight: 1, arbitrary: fc.constant('::1') },
  { weight: 2, arbitrary: fc.ipV4() },
)

/**
 * A fresh token per request: a fuzzed logout or password change ends only its own session, not the
 * ones of the requests after it.
 */
async function credentials(fuzzCase: FuzzCase): Promise<Record<string, string>> {
  if (fuzzCase.caller === 'anonymous') return {}
  const { ctx } = fuzzCase.app
  const token = await issueApiToken(ctx, ctx.db, fuzzCase.school.teacher.user.id)
  return { authorization: `Bearer ${token}`, 'x-admin-secret': fuzzCase.adminSecret }
}

async function send(app: FastifyInstance, request: InjectRequest) {
  const started = performance.now()
  const response = await app.inject({ ...request, method: request.method as InjectOptions['method'] })
  return { response, elapsedMs: performance.now() - started }
}

/**
 * Sends `numRuns` requests of one mutation kind to one route as one caller; answers the first bad
 * answer (fast-check stops there: a replay needs the seed, not a shrunk example).
 */
export async function runFuzzCase(fuzzCase: FuzzCase): Promise<FuzzFailure | undefined> {
  const { app, target, kind } = fuzzCase
  const mutation = mutations[kind]!
  const requests = fc.tuple(
    baseDraft(target, fuzzCase.school.pools).chain((draft) => mutation(draft, target)),
    remoteAddress,
  )
  let failure: Omit<FuzzFailure, 'path'> | undefined
  const property = fc.asyncProperty(requests, async ([draft, address]) => {
    const request = toInjectRequest(draft, await credentials(fuzzCase), address)
    const { response, elapsedMs } = await send(app, request)
    fuzzCase.onAnswer(response.statusCode)
    const problem = answerProblem(request.method, response, elapsedMs, fuzzCase.maxMs)
    if (problem === undefined) return true
    const contentType = String(response.headers['content-type'] ?? '(none)')
    failure = {
      kind,
      problem,
      request,
      answer: { status: response.statusCode, contentType, body: response.body },
      caseSeed: fuzzCase.seed,
    }
    return false
  })
  const details = await fc.check(property, {
    seed: fuzzCase.seed,
    numRuns: fuzzCase.numRuns,
    endOnFailure: true,
  })
  if (!details.failed) return undefined
  if (failure) return { ...failure, path: details.counterexamplePath }
  // The harness itself failed (a request that could not be built or sent): that is a failure too.
  throw new Error(`fuzz case ${kind} of ${target.key} broke: ${String(details.errorInstance)}`, {
    cause: details.errorInstance,
  })
}
