import fc from 'fast-check'
import { encodeForm, type FormBody, formArbitrary, formContentType } from './form-body'
import { schemaArbitrary, type ValuePools } from './json-schema-arbitrary'
import type { FuzzTarget } from './route-targets'

/**
 * A request while it is being mutated. Everything is kept as the text that will be sent (URL pieces
 * percent-encoded, body values as JSON text), because the mutations need what no serializer makes:
 * own `__proto__` keys, `1e400`, malformed escapes, thousands of levels of nesting.
 */
export interface Draft {
  method: string
  /** The URL's path segments, encoded; `param` marks the ones that fill a path parameter. */
  segments: { text: string; param?: string }[]
  /** Encoded; a missing value is a key without "=". */
  query: { key: string; value?: string }[]
  body: DraftBody
  /** undefined: no content-type header at all. */
  contentType: string | undefined
  /** Further headers; they win over the caller's credentials. */
  headers: Record<string, string>
}

export type DraftBody =
  | { kind: 'none' }
  | { kind: 'fields'; fields: [key: string, jsonText: string][] }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Buffer }
  | FormBody

export interface InjectRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: Buffer
  remoteAddress: string
}

const unreserved = /^[A-Za-z0-9\-._~]$/

/**
 * encodeURIComponent, except that a lone surrogate becomes its WTF-8 bytes (%ED%A0%80) instead of
 * a URIError: the server must cope with those bytes arriving too.
 */
export function encodeComponent(value: string): string {
  let encoded = ''
  for (const character of value) {
    if (unreserved.test(character)) {
      encoded += character
      continue
    }
    const codePoint = character.codePointAt(0)!
    const bytes =
      codePoint >= 0xd800 && codePoint <= 0xdfff
        ? [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)]
        : [...Buffer.from(character, 'utf8')]
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return encoded
}

/** A value as JSON text; JSON.stringify has no text for `undefined`, which is sent as null. */
export const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null'

/** A query or path value as it would be written by a client: strings as they are, the rest as JSON. */
const queryText = (value: unknown) => encodeComponent(typeof value === 'string' ? value : jsonText(value))

function bodyFromValue(value: unknown): DraftBody {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return { kind: 'fields', fields: Object.entries(value).map(([key, field]) => [key, jsonText(field)]) }
  }
  return { kind: 'text', text: jsonText(value) }
}

/** Bodies for routes without a body schema: usually none or a small object of any JSON. */
const schemalessBody: fc.Arbitrary<DraftBody> = fc.oneof(
  fc.constant<DraftBody>({ kind: 'none' }),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
    .map(bodyFromValue),
)

/** "/api/x/:id" as ["api", "x", ":id"]; a wildcard route ("*", CORS preflight) as ["*"]. */
const urlSegments = (url: string) => (url.startsWith('/') ? url.slice(1) : url).split('/')

const contentTypeOf = (body: DraftBody) =>
  body.kind === 'none' ? undefined : body.kind === 'form' ? formContentType(body) : 'application/json'

/** A request that the route's schema accepts, or nearly: what every mutation starts from. */
export function baseDraft(target: FuzzTarget, pools: ValuePools): fc.Arbitrary<Draft> {
  const segments = fc.tuple(
    ...urlSegments(target.url).map((segment) => {
      const param = target.pathParams.find(
        (candidate) => `:${candidate.name}` === segment || (candidate.name === '*' && segment === '*'),
      )
      if (!param) return fc.constant({ text: segment })
      return schemaArbitrary(param.schema, pools, param.name).map((value) => ({
        text: queryText(value),
        param: param.name,
      }))
    }),
  )
  const query = fc.tuple(
    ...target.queryParams.map((param) =>
      fc
        .tuple(schemaArbitrary(param.schema, pools, param.name), fc.boolean())
        .map(([value, include]) =>
          include || param.required ? [{ key: encodeComponent(param.name), value: queryText(value) }] : [],
        ),
    ),
  )
  const body: fc.Arbitrary<DraftBody> = target.form
    ? formArbitrary(target.form, pools)
    : target.body
      ? schemaArbitrary(target.body, pools).map(bodyFromValue)
      : target.documented
        ? fc.constant({ kind: 'none' })
        : schemalessBody
  return fc.record({ segments, query, body }).map((parts) => ({
    method: target.method,
    segments: parts.segments,
    query: parts.query.flat(),
    body: parts.body,
    contentType: contentTypeOf(parts.body),
    headers: {},
  }))
}

export function bodyText(body: DraftBody): string | undefined {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'fields':
      return `{${body.fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`
    case 'text':
      return body.text
    case 'bytes':
      return body.bytes.toString('utf8')
    case 'form':
      return encodeForm(body).toString('utf8')
  }
}

function payload(body: DraftBody): Buffer | undefined {
  if (body.kind === 'bytes') return body.bytes
  if (body.kind === 'form') return encodeForm(body)
  const text = bodyText(body)
  return text === undefined ? undefined : Buffer.from(text, 'utf8')
}

/** The draft as app.inject() takes it; `credentials` are the headers of the caller. */
export function toInjectRequest(
  draft: Draft,
  credentials: Record<string, string>,
  remoteAddress: string,
): InjectRequest {
  const path = `/${draft.segments.map((segment) => segment.text).join('/')}`
  const query = draft.query.map(({ key, value }) => (value === undefined ? key : `${key}=${value}`)).join('&')
  const headers = {
    ...credentials,
    ...draft.headers,
    ...(draft.contentType === undefined ? {} : { 'content-type': draft.contentType }),
  }
  return {
    method: draft.method,
    url: query === '' ? path : `${path}?${query}`,
    headers,
    payload: payload(draft.body),
    remoteAddress,
  }
}
