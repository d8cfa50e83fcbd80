import type { CallAnswer, CallArguments, TeacherApi, TeacherCallKey } from '@lernraster/shared'
import { ApiRequestError, isErrorBody, NetworkError } from './api-error'
import { readToken } from './auth-token'

export const apiBase = '/api/teacher/v1/'

type UnauthorizedListener = (error: ApiRequestError) => void
let onUnauthorized: UnauthorizedListener = () => {}

/**
 * The app decides what a 401 means (docs/product/accounts.md "Sessions": go to logout outside the login
 * form).
 */
export function setUnauthorizedListener(listener: UnauthorizedListener) {
  onUnauthorized = listener
}

export type RequestOptions = {
  query?: Record<string, string | number | undefined>
  body?: unknown
  signal?: AbortSignal
  /** For the calls whose repetition costs (decision 047); see use-keyed-mutation.ts. */
  idempotencyKey?: string
}

/**
 * One call of the teacher API by its key in the shared table (decision 031), e.g.
 * `callApi('POST /subjects/store', { body })`: the input and the answer's type come from the table.
 * Only the table's types are imported, so none of its schemas reach the browser.
 */
export function callApi<Key extends TeacherCallKey>(
  key: Key,
  ...[input]: CallArguments<TeacherApi[Key], { signal?: AbortSignal; idempotencyKey?: string }>
): Promise<CallAnswer<TeacherApi[Key]>> {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST', string]
  const { body, query, params, signal, idempotencyKey } = (input ?? {}) as RequestOptions & {
    params?: RequestOptions['query']
  }
  // A path parameter (`/files/:id`) takes its value from `params`.
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])))
  return apiRequest(method, path, { body, query, signal, idempotencyKey })
}

/**
 * One request to the teacher API. `Answer` is the shared contract's type (`z.infer` of the call's
 * schema). The answer is not parsed again here: the server validates every answer against that
 * same schema before sending it, and leaving zod out keeps the first screen small (decision 007).
 */
async function apiRequest<Answer>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const response = await send(method, path, options)
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw answerError(response.status, body)
  return body as Answer
}

/**
 * The error for an answer that is not ok; a 401 also reaches the app's listener. Exported for the
 * upload client (features/modules/api/upload-file.ts), which sends through XMLHttpRequest.
 */
export function answerError(status: number, body: unknown): ApiRequestError {
  const error = new ApiRequestError(status, isErrorBody(body) ? body : undefined)
  if (status === 401) onUnauthorized(error)
  return error
}

/** What every request sends: the XHR header and, when signed in, the bearer token (decision 004). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  }
  const token = readToken()
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

async function send(method: string, path: string, options: RequestOptions) {
  const headers = requestHeaders()
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (cause) {
    // Offline or server gone: only logged; the offline banner speaks to the user
    // (docs/product/accounts.md "Sessions").
    console.warn('API request without answer', method, path, cause)
    throw new NetworkError(cause)
  }
}

export function apiUrl(path: string, query?: RequestOptions['query']) {
  const url = new URL(apiBase + path.replace(/^\//, ''), window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}
