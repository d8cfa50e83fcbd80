import type { CallAnswer, CallArguments, StudentApi, StudentCallKey } from '@lernraster/shared'
import { ApiRequestError, isErrorBody, NetworkError } from '../../lib/api-error'

/** The student API (issue 15); the teacher app's client is lib/api-client.ts. */
const studentApiBase = '/api/student/v1/'

/**
 * The student's token. Its own key: the teacher app on the same host keeps its own, so a teacher
 * trying the student app in the same browser stays logged in there.
 */
const tokenKey = 'lernraster.student_token'

/**
 * The cookie that lets links and images open the student's files (GET /api/student/v1/files/:id):
 * a plain href sends no Authorization header. Sent only to that path, and never cross-site.
 */
const fileCookie = (value: string, maxAgeSeconds: number) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  return `student_token=${value}; Path=${studentApiBase}files; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`
}
/** As long as the server's absolute token lifetime allows at most; the server decides validity. */
const cookieMaxAgeSeconds = 60 * 60 * 24 * 30

function setFileCookie(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari
  document.cookie = fileCookie(encodeURIComponent(token), cookieMaxAgeSeconds)
}

export function readStudentToken(): string | null {
  try {
    return localStorage.getItem(tokenKey)
  } catch {
    return null
  }
}

/**
 * Whose session the token is: the outbox keeps each write with it and sends only the signed-in
 * student's (features/outbox). Forgotten with the token, so a write given right after another
 * student signed in on the same phone can never be sent as the earlier student's.
 */
const studentIdKey = 'lernraster.student_id'

export function readStudentId(): number | undefined {
  try {
    const stored = Number(localStorage.getItem(studentIdKey))
    return Number.isInteger(stored) && stored > 0 ? stored : undefined
  } catch {
    return undefined
  }
}

export function writeStudentId(id: number): void {
  localStorage.setItem(studentIdKey, String(id))
}

export function writeStudentToken(token: string): void {
  localStorage.setItem(tokenKey, token)
  localStorage.removeItem(studentIdKey)
  setFileCookie(token)
}

export function clearStudentToken(): void {
  localStorage.removeItem(tokenKey)
  localStorage.removeItem(studentIdKey)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari
  document.cookie = fileCookie('', 0)
}

/** A session from before the cookie existed (or with the cookie cleared) gets it back at start. */
export function restoreFileCookie(): void {
  const token = readStudentToken()
  if (token) setFileCookie(token)
}

let onUnauthorized: () => void = () => {}
/** A 401 means the session ended (logged out elsewhere, expired): the app goes to its login. */
export function setStudentUnauthorizedListener(listener: () => void): void {
  onUnauthorized = listener
}

let onPasswordChangeRequired: () => void = () => {}
/**
 * A 403 `passwordChangeRequired` means the session began with a start password from the teacher's
 * card and no own password is chosen yet (decision 038): on any page, the app goes to that screen.
 */
export function setStudentPasswordChangeListener(listener: () => void): void {
  onPasswordChangeRequired = listener
}

/**
 * One call of the student API by its key in the shared table (decision 031), e.g.
 * `studentCall('GET /home')`: the input and the answer's type come from the table, of which only
 * the types are imported.
 */
export function studentCall<Key extends StudentCallKey>(
  key: Key,
  ...[input]: CallArguments<StudentApi[Key], { signal?: AbortSignal }>
): Promise<CallAnswer<StudentApi[Key]>> {
  const [method, pattern] = (key as string).split(' ') as ['GET' | 'POST', string]
  const { body, query, params, signal } = (input ?? {}) as {
    signal?: AbortSignal
    body?: unknown
    query?: Record<string, string | number>
    params?: Record<string, string | number>
  }
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])))
  return studentRequest(method, path.replace(/^\//, ''), { body, query, signal })
}

/** One call of the student API; `Answer` is the shared contract's type (the server checks answers). */
async function studentRequest<Answer>(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string | number>; body?: unknown; signal?: AbortSignal } = {},
): Promise<Answer> {
  const url = new URL(`${studentApiBase}${path}`, window.location.origin)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value))
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
  const token = readStudentToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (cause) {
    throw new NetworkError(cause)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized()
    if (response.status === 403 && isErrorBody(body) && body.code === 'passwordChangeRequired') {
      onPasswordChangeRequired()
    }
    throw new ApiRequestError(response.status, isErrorBody(body) ? body : undefined)
  }
  return body as Answer
}
