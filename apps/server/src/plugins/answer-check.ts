import { callErrors, type ErrorCode, errorStatus, type TaggedCall } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers that broke their call's description (tests only; see `checkAnswersAgainstCalls`). */
    answerViolations: string[]
  }
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errorStatus, code)

/** What is wrong with one answer of a call, or undefined when the table describes it. */
function violationOf(
  call: TaggedCall,
  method: 'GET' | 'POST',
  status: number,
  payload: unknown,
): string | undefined {
  const success = call.status ?? 200
  if (status === success) return undefined
  // A stored file answers a part (Range) or "unchanged" (If-None-Match) too (issue 35).
  if (call.answers === 'file' && (status === 206 || status === 304)) return undefined
  if (status < 400) return `answered ${status}, the table says ${success}`
  if (typeof payload !== 'string') return `answered ${status} without a JSON error`
  let code: unknown
  try {
    code = (JSON.parse(payload) as { code?: unknown }).code
  } catch {
    return `answered ${status} without a JSON error`
  }
  if (!isErrorCode(code)) return `answered ${status} with the unknown code ${String(code)}`
  if (errorStatus[code] !== status) return `answered ${code} with ${status}, not ${errorStatus[code]}`
  if (!callErrors(call, method).includes(code))
    return `answered ${status} ${code}, which its table entry does not list`
  return undefined
}

/**
 * In the tests every answer of a call is held against its table entry (decision 031), as the
 * OpenAPI document states it: the success status, or an error whose code the entry lists (with the
 * status that code has). A JSON answer's shape is checked by the serializer already
 * (plugins/response-serializer.ts). What breaks is collected in `app.answerViolations`; the test
 * support fails the test that saw it (test/support/test-app.ts).
 */
export function checkAnswersAgainstCalls(app: FastifyInstance): void {
  app.decorate('answerViolations', [])
  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.routeOptions.config.call
    if (!call) return payload
    const violation = violationOf(call, request.method as 'GET' | 'POST', reply.statusCode, payload)
    if (violation) app.answerViolations.push(`${request.method} ${request.routeOptions.url}: ${violation}`)
    return payload
  })
}
