import fc from 'fast-check'
import type { Mutation } from './field-mutations'
import { oddContentTypes, oddIdStrings, oddPathSegments } from './hostile-values'
import { bodyText, type Draft, encodeComponent } from './request-draft'

// Mutations of how the request travels: the JSON text itself, its content type, the URL's syntax.

const fallbackBody = '{"a":1}'

const asText = (draft: Draft, text: string, contentType: string | undefined = 'application/json'): Draft => ({
  ...draft,
  body: { kind: 'text', text },
  contentType,
})

/** Bytes that are not UTF-8 at all, inside a string where a field's value would be. */
const invalidUtf8 = Buffer.concat([
  Buffer.from('{"email":"'),
  Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from('"}'),
])

const brokenJsonTexts = [
  '{a:1}',
  '{email: vreni}',
  'undefined',
  'NaN',
  'True',
  'nul',
  'x',
  '}{',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"a":1e}',
  '{"a":-}',
  '{"a":"\u0001"}',
  '{"a":1,"a":2}',
  '[1,]',
  '  \n\t ',
  '\u0000',
  '1'.repeat(90_000),
  `"${'x'.repeat(99_000)}"`,
]

export const malformedJson: Mutation = (draft) => {
  const text = bodyText(draft.body) ?? fallbackBody
  const variants = fc.oneof(
    fc.nat(Math.max(0, text.length - 1)).map((cut) => asText(draft, text.slice(0, cut))),
    fc
      .constantFrom(
        text.replace(/}$/, ',}'),
        text.replaceAll('"', "'"),
        `\ufeff${text}`,
        `${text}x`,
        `${text}${text}`,
        `${text}}`,
        `/* c */${text}`,
        `// c\n${text}`,
        `\u0000${text}`,
        ...brokenJsonTexts,
      )
      .map((broken) => asText(draft, broken)),
    fc
      .constantFrom(Buffer.alloc(0), invalidUtf8)
      .map((bytes): Draft => ({ ...draft, body: { kind: 'bytes', bytes }, contentType: 'application/json' })),
  )
  return variants
}

/** The body's fields as a form would send them. */
function formEncoded(draft: Draft): string {
  if (draft.body.kind !== 'fields') return 'a=1'
  return draft.body.fields
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&')
}

export const contentType: Mutation = (draft) => {
  const text = bodyText(draft.body) ?? fallbackBody
  const payloads = fc.constantFrom(
    text,
    formEncoded(draft),
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    'plain words',
  )
  return fc
    .tuple(payloads, fc.constantFrom(...oddContentTypes))
    .map(([payload, type]) => asText(draft, payload, type))
}

export const pathSegments: Mutation = (draft) => {
  const odd = fc.constantFrom(...oddPathSegments)
  const params = draft.segments.filter((segment) => segment.param !== undefined)
  const replaceParams = fc.tuple(...params.map(() => fc.option(odd, { nil: undefined }))).map((values) => {
    let next = 0
    const segments = draft.segments.map((segment) => {
      if (segment.param === undefined) return segment
      const value = values[next++]
      return value === undefined ? segment : { text: value, param: segment.param }
    })
    return { ...draft, segments }
  })
  // A route without parameters gets the odd segment somewhere in its own path, or in place of a part.
  const insert = fc.tuple(fc.nat(draft.segments.length), odd, fc.boolean()).map(([at, text, replace]) => ({
    ...draft,
    segments: [...draft.segments.slice(0, at), { text }, ...draft.segments.slice(replace ? at + 1 : at)],
  }))
  return params.length > 0 ? fc.oneof({ weight: 3, arbitrary: replaceParams }, insert) : insert
}

type QueryEntry = Draft['query'][number]

/** Rewrites of one query entry in the syntaxes other frameworks give a meaning to. */
const entryRewrites: ((entry: QueryEntry, other: string) => QueryEntry[])[] = [
  (entry, other) => [entry, { key: entry.key, value: encodeComponent(other) }],
  (entry) => [entry, entry],
  (entry) => [{ key: entry.key, value: '' }],
  (entry) => [{ key: entry.key }],
  (entry) => [{ key: `${entry.key}[]`, value: entry.value }],
  (entry, other) => [
    { key: `${entry.key}%5B%5D`, value: entry.value },
    { key: `${entry.key}%5B%5D`, value: encodeComponent(other) },
  ],
  (entry) => [{ key: `${entry.key}[0]`, value: entry.value }],
  (entry) => [{ key: `${entry.key}[a][b]`, value: entry.value }],
  (entry) => [{ key: entry.key, value: '%zz' }],
  (entry) => [{ key: `${entry.key}%`, value: entry.value }],
]

const junkEntries: QueryEntry[][] = [
  [{ key: '' }],
  [{ key: '', value: '1' }],
  [{ key: '', value: '' }],
  [{ key: '%zz', value: '1' }],
  [{ key: 'a', value: '1;b=2' }],
  [{ key: '?x', value: '1' }],
  [{ key: '%E0%A4%A', value: '%ED%A0%80' }],
]

export const querySyntax: Mutation = (draft) => {
  const entries = draft.query.length > 0 ? draft.query : [{ key: 'id', value: '1' }]
  const rewrite = fc
    .tuple(fc.nat(entries.length - 1), fc.nat(entryRewrites.length - 1), fc.constantFrom(...oddIdStrings))
    .map(([index, rule, other]) => ({
      ...draft,
      query: entries.flatMap((entry, at) => (at === index ? entryRewrites[rule]!(entry, other) : [entry])),
    }))
  const junk = fc
    .constantFrom(...junkEntries)
    .map((extra) => ({ ...draft, query: [...draft.query, ...extra] }))
  return fc.oneof({ weight: 3, arbitrary: rewrite }, junk)
}

/** GET with a body; POST and the others without one (with and without a content type). */
export const bodyPresence: Mutation = (draft) => {
  if (draft.method === 'GET') {
    return fc
      .tuple(
        fc.constantFrom(fallbackBody, '[]', 'null', 'x'),
        fc.constantFrom('application/json', 'text/plain', undefined),
      )
      .map(([text, type]) => asText(draft, text, type))
  }
  return fc.constantFrom<Draft>(
    { ...draft, body: { kind: 'none' }, contentType: 'application/json' },
    { ...draft, body: { kind: 'none' }, contentType: undefined },
    { ...draft, body: { kind: 'bytes', bytes: Buffer.alloc(0) }, contentType: 'application/json' },
    { ...draft, body: { kind: 'bytes', bytes: Buffer.alloc(0) }, contentType: undefined },
  )
}
