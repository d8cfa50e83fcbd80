import { type ApiError, type ErrorCode, errorStatus } from '@lernraster/shared'

/** The server answered with an error status; `code`, `message` and field `errors` are its one error shape. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly code: ErrorCode | undefined
  readonly errors: Record<string, string[]>

  constructor(status: number, body: Partial<ApiError> | undefined) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.code = body?.code
    this.errors = body?.errors ?? {}
  }

  /** The first server message for a field, as the specs' forms show it under that field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

/** No answer at all (offline, server down): the specs only log these, the offline banner tells the user. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Keine Antwort vom Server', { cause })
    this.name = 'NetworkError'
  }
}

/**
 * The text for a request that failed for no reason its screen expects: without an answer the
 * teacher learns that nothing was saved and what to do; otherwise the general failure.
 */
export function failureKey(error: unknown): 'common.offline' | 'common.error' {
  return error instanceof NetworkError ? 'common.offline' : 'common.error'
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code)
}

/** Whether an answer's body is the API's one error shape (both apps' clients read it). */
export function isErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false
  const { code, message } = body as Record<string, unknown>
  return typeof code === 'string' && code in errorStatus && typeof message === 'string'
}
