import fc from 'fast-check'
import {
  type DraftField,
  draftFields,
  type FieldValue,
  mutateSomeFields,
  withExtraFields,
} from './draft-fields'
import {
  hostileTexts,
  nested,
  nestingDepths,
  oddIdNumbers,
  oddIdStrings,
  prototypeKeys,
  prototypeValues,
  wrongTypeValues,
} from './hostile-values'
import { type Draft, encodeComponent, jsonText } from './request-draft'
import type { FuzzTarget } from './route-targets'

// Mutations of the values and keys a request carries; each returns the mutated drafts as an arbitrary.
export type Mutation = (draft: Draft, target: FuzzTarget) => fc.Arbitrary<Draft>

/** A JSON text as a field value: in a query or path it travels as the same text. */
const asValue = (json: string): FieldValue => ({ json, plain: json })
const stringValue = (plain: string): FieldValue => ({ json: jsonText(plain), plain })

const wholeBody = (draft: Draft, texts: fc.Arbitrary<string>) =>
  texts.map((text): Draft => ({ ...draft, body: { kind: 'text', text }, contentType: 'application/json' }))

export const wrongType: Mutation = (draft, target) => {
  const fields = draftFields(draft, target)
  const wrong = fc.constantFrom(...wrongTypeValues).map(asValue)
  return fc.oneof(
    { weight: 3, arbitrary: mutateSomeFields(draft, fields, () => wrong) },
    { weight: 1, arbitrary: wholeBody(draft, fc.constantFrom(...wrongTypeValues)) },
  )
}

export const missingField: Mutation = (draft, target) => {
  const fields = draftFields(draft, target)
  if (fields.length === 0) return wholeBody(draft, fc.constantFrom('{}', 'null'))
  return fc.subarray(fields, { minLength: 1 }).map((missing) => {
    const gone = (where: DraftField['where'], name: string) =>
      missing.some((field) => field.where === where && field.name === name)
    return {
      ...draft,
      body:
        draft.body.kind === 'fields'
          ? { kind: 'fields', fields: draft.body.fields.filter(([name]) => !gone('body', name)) }
          : draft.body.kind === 'form'
            ? { ...draft.body, parts: draft.body.parts.filter((part) => !gone('body', part.name)) }
            : draft.body,
      query: draft.query.filter((entry) => !gone('query', entry.key)),
      // A path parameter cannot be left out; the closest is an empty segment.
      segments: draft.segments.map((segment) =>
        segment.param !== undefined && gone('path', segment.param)
          ? { text: '', param: segment.param }
          : segment,
      ),
    }
  })
}

const extraKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('id', 'email', 'role_id', 'activated', 'is_admin', 'teacher_id', 'api_token', ''),
)

export const extraField: Mutation = (draft) => {
  const bodyFields = fc.array(fc.tuple(extraKey, fc.jsonValue({ maxDepth: 2 }).map(jsonText)), {
    maxLength: 3,
  })
  const queryEntries = fc.array(
    fc.tuple(extraKey, fc.string({ maxLength: 12 })).map(([key, value]) => ({
      key: encodeComponent(key),
      value: encodeComponent(value),
    })),
    { maxLength: 3 },
  )
  // A key sent twice with another value: JSON lets the last one win, the server must cope either way.
  const existing = draft.body.kind === 'fields' ? draft.body.fields.map(([key]) => key) : []
  const duplicates =
    existing.length === 0
      ? fc.constant([])
      : fc.array(fc.tuple(fc.constantFrom(...existing), fc.constantFrom(...wrongTypeValues)), {
          maxLength: 2,
        })
  return fc
    .tuple(bodyFields, duplicates, queryEntries)
    .filter(([body, twice, query]) => body.length + twice.length + query.length > 0)
    .map(([body, twice, query]) => withExtraFields(draft, [...body, ...twice], query))
}

export const prototypeKey: Mutation = (draft, target) => {
  const entry = fc.tuple(fc.constantFrom(...prototypeKeys), fc.constantFrom(...prototypeValues))
  const added = fc
    .tuple(fc.array(entry, { maxLength: 3 }), fc.array(entry, { maxLength: 3 }))
    .filter(([body, query]) => body.length + query.length > 0)
    .map(([body, query]) =>
      withExtraFields(
        draft,
        body,
        query.map(([key, value]) => ({ key: encodeComponent(key), value: encodeComponent(value) })),
      ),
    )
  // The same shapes one level down, as the value of a field the route knows.
  const inside = mutateSomeFields(draft, draftFields(draft, target), () =>
    fc.constantFrom(...prototypeValues).map(asValue),
  )
  return fc.oneof({ weight: 3, arbitrary: added }, { weight: 1, arbitrary: inside })
}

/** A hostile text alone, or around the field's own value so the rest of the value still looks right. */
const hostileVariant = (original: string) =>
  fc
    .tuple(fc.constantFrom(...hostileTexts), fc.constantFrom('alone', 'before', 'after', 'inside'))
    .map(([hostile, place]) => {
      const middle = Math.floor(original.length / 2)
      if (place === 'before') return hostile + original
      if (place === 'after') return original + hostile
      if (place === 'inside') return original.slice(0, middle) + hostile + original.slice(middle)
      return hostile
    })
    .map(stringValue)

export const hostileText: Mutation = (draft, target) => {
  const strings = draftFields(draft, target).filter((field) => field.text !== undefined)
  if (strings.length > 0) return mutateSomeFields(draft, strings, (field) => hostileVariant(field.text ?? ''))
  // Nothing to put it in: the hostile text comes as a field of its own, name and value.
  return fc
    .tuple(fc.constantFrom(...hostileTexts), fc.constantFrom(...hostileTexts))
    .map(([key, value]) =>
      withExtraFields(
        draft,
        [[key, jsonText(value)]],
        [{ key: encodeComponent(key), value: encodeComponent(value) }],
      ),
    )
}

const oddId = fc.oneof(
  fc.constantFrom(...oddIdNumbers).map(asValue),
  fc.constantFrom(...oddIdStrings).map(stringValue),
)

export const oddIds: Mutation = (draft, target) => {
  const fields = draftFields(draft, target)
  const ids = fields.filter((field) => field.isId)
  if (fields.length === 0) return extraField(draft, target)
  return mutateSomeFields(draft, ids.length > 0 ? ids : fields, () => oddId)
}

export const deepNesting: Mutation = (draft, target) => {
  const deep = fc
    .tuple(fc.constantFrom(...nestingDepths), fc.constantFrom('array', 'object', 'mixed'))
    .map(([depth, shape]) => nested(depth, shape))
  const bodyFields = draftFields(draft, target).filter((field) => field.where === 'body')
  const asField =
    bodyFields.length > 0
      ? mutateSomeFields(draft, bodyFields, () => deep.map(asValue))
      : deep.map((value) => withExtraFields(draft, [['a', value]], []))
  return fc.oneof(asField, wholeBody(draft, deep))
}
