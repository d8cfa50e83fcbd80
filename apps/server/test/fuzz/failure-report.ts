import type { InjectRequest } from './request-draft'

/** The first failing request of one mutation kind, with all it takes to send it again. */
export interface FuzzFailure {
  kind: string
  problem: string
  request: InjectRequest
  answer: { status: number; contentType: string; body: string }
  /** fast-check's seed and path of the case (the run's seed is in the replay command). */
  caseSeed: number
  path: string | null
}

const MAX_SHOWN = 400

/** Long values cut to a readable length; escapes make NUL, surrogates and control characters visible. */
function shown(text: string): string {
  const cut = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
  const escaped = JSON.stringify(cut)
  return text.length > MAX_SHOWN ? `${escaped} (${text.length} characters)` : escaped
}

function headersShown(headers: Record<string, string>): string {
  const visible = Object.entries(headers).map(([name, value]) =>
    // A fresh token per request: the value itself says nothing, and secrets stay out of logs.
    name === 'authorization' || name === 'x-admin-secret' ? [name, '<valid>'] : [name, value],
  )
  return shown(JSON.stringify(Object.fromEntries(visible)))
}

export function describeFailure(failure: FuzzFailure): string {
  const { request, answer } = failure
  return [
    `  [${failure.kind}] ${failure.problem}`,
    `    request: ${request.method} ${shown(request.url)} from ${request.remoteAddress}`,
    `      headers: ${headersShown(request.headers)}`,
    `      payload: ${request.payload === undefined ? '(none)' : shown(request.payload.toString('utf8'))}`,
    `    answer: ${answer.status} ${answer.contentType}`,
    `      body: ${shown(answer.body)}`,
    `    fast-check: seed ${failure.caseSeed}, path "${failure.path ?? ''}"`,
  ].join('\n')
}

export function failureReport(testName: string, failures: FuzzFailure[], replay: string): string {
  return [
    `${testName}: ${failures.length} mutation kind(s) found a bad answer`,
    ...failures.map(describeFailure),
    `  replay: ${replay}`,
  ].join('\n')
}
