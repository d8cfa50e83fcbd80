import type { z } from 'zod'
import type { ErrorCode } from '../errors'

/**
 * Who may make a call (the server checks it before the handler runs, apps/server/src/plugins/auth.ts):
 * - public: anyone; the token is not even read;
 * - optionalUser: anyone, and the server knows the user when a valid token comes along;
 * - anyUser: any logged-in user, students included (only logout);
 * - teacherAnyState: teachers and admins before confirmation and activation (userinfo, /auth/ calls);
 * - teacher: confirmed and activated teachers and admins;
 * - teacherWithCookie: as teacher, and the `api_token` cookie counts when no bearer token comes
 *   along. Only for reading an uploaded file, which `<img src>` and download links fetch without
 *   headers (decision 015);
 * - providerAdmin: as teacher, and only the provider's administrators (role 1), who review
 *   publications for the store (decision 018); a teacher gets 403.
 * - student: students (role 2) only (decision 019); teachers and administrators get 403
 *   teacherNotAllowed, so one account is never both.
 * - studentAnyState: as student, also while the account still has its start password (userinfo,
 *   logout and setting the own password, decision 038); `student` answers 403
 *   passwordChangeRequired until then;
 * - studentWithCookie: as student, and the student app's `student_token` cookie counts when no bearer
 *   token comes along. Only for reading a file of the student's modules (decision 019).
 */
export type Access =
  | 'public'
  | 'optionalUser'
  | 'anyUser'
  | 'teacherAnyState'
  | 'teacher'
  | 'teacherWithCookie'
  | 'providerAdmin'
  | 'studentAnyState'
  | 'student'
  | 'studentWithCookie'

/** A call's key: its method and its path below the API's base, e.g. `POST /subjects/store`. */
export type CallKey = `${'GET' | 'POST'} /${string}`

/**
 * One call of an API, defined once (decision 031): the server registers its route from it, the
 * OpenAPI document describes it, the fuzz suite and the access tables go through it, and the web
 * apps call it by its key with the types inferred.
 */
export interface Call {
  /** The name a generated client gives the call (OpenAPI operationId), unique in its API. */
  operationId: string
  /** One line in German or English for the document: what the call does. */
  summary: string
  access: Access
  body?: z.ZodType
  query?: z.ZodType
  params?: z.ZodType
  /** A multipart upload's fields in the order they must come (text fields before the file). */
  form?: z.ZodType
  /** The JSON answer, with status 200 (or `status`); absent for a file or an event stream (see `answers`). */
  answer?: z.ZodType
  /** 201 for a call that creates something the client keeps (an account's token, a planned event). */
  status?: 201
  /** What the answer is when it is not JSON: a stored file, or server-sent events. */
  answers?: 'file' | 'eventStream'
  /**
   * The error codes this call answers beyond those every call of its kind may answer (its access,
   * an invalid request): `commonErrors` in calls/common-errors.ts names them.
   */
  errors: readonly ErrorCode[]
  /**
   * The call takes an optional `Idempotency-Key` header (decision 047): its repetition costs (a
   * purchase, a copy, accounts), so a repeat with the same key within 24 hours gets the first answer
   * instead of a second effect. The document lists the header; the handler wraps its effect in
   * `onceByKey` (apps/server/src/lib/idempotency.ts).
   */
  idempotencyKey?: true
}

/** An API's calls, keyed by method and path. */
export type CallTable = Readonly<Record<CallKey, Call>>

/** A call as the table holds it: with the group the document lists it under. */
export type TaggedCall = Call & { tag: string }

/**
 * A group of calls, listed together in the document under `tag`. Checks the table's shape while
 * keeping each call's own schema types.
 */
export function defineCalls<const Table extends CallTable>(
  tag: string,
  table: Table,
): { readonly [Key in keyof Table]: Table[Key] & { tag: string } } {
  const tagged = Object.entries(table).map(([key, call]) => [key, { ...call, tag }])
  return Object.fromEntries(tagged) as { readonly [Key in keyof Table]: Table[Key] & { tag: string } }
}

type Schema<C extends Call, Part extends 'body' | 'query' | 'params' | 'answer'> = C[Part] extends z.ZodType
  ? C[Part]
  : never

/** A query string's values as the client gives them: the server's parsed types, sent as text. */
type QueryValues<T> = {
  [Field in keyof T]: T[Field] extends string | number | boolean | undefined ? T[Field] : never
}

/** What a client sends: the body as JSON, the query with the values the server turns it into. */
export type CallInput<C extends Call> = (C['body'] extends z.ZodType
  ? { body: z.input<Schema<C, 'body'>> }
  : { body?: never }) &
  (C['query'] extends z.ZodType ? { query: QueryValues<z.output<Schema<C, 'query'>>> } : { query?: never }) &
  (C['params'] extends z.ZodType
    ? { params: QueryValues<z.output<Schema<C, 'params'>>> }
    : { params?: never })

/** What the call answers with status 200. */
export type CallAnswer<C extends Call> = C['answer'] extends z.ZodType ? z.output<Schema<C, 'answer'>> : never

/**
 * A client's arguments for a call: its input with what the client adds (an abort signal), optional
 * when the call needs no input.
 */
export type CallArguments<C extends Call, Extra = object> = C extends
  | { body: z.ZodType }
  | { query: z.ZodType }
  | { params: z.ZodType }
  ? [input: CallInput<C> & Extra]
  : [input?: Extra]

/** Splits a call's key into its method and its path. */
export function methodAndPath(key: CallKey): { method: 'GET' | 'POST'; path: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as 'GET' | 'POST', path: key.slice(space + 1) }
}
