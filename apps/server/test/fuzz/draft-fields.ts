import fc from 'fast-check'
import { isFilePart } from './form-body'
import { isIdSchema } from './json-schema-arbitrary'
import { type Draft, type DraftBody, encodeComponent } from './request-draft'
import type { FuzzTarget } from './route-targets'

/**
 * The fields of a draft wherever they sit (body, query, path), each with how to put a new value
 * back: the mutations change values without caring where the value travels.
 */
export interface DraftField {
  where: 'body' | 'query' | 'path'
  name: string
  /** The JS string of a string field; undefined for other JSON types. */
  text: string | undefined
  isId: boolean
}

const decoded = (encoded: string) => {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return encoded
  }
}

const parsedString = (jsonText: string) => {
  const value: unknown = jsonText.startsWith('"') ? JSON.parse(jsonText) : undefined
  return typeof value === 'string' ? value : undefined
}

/** The body's fields: a JSON object's, or a form's text fields (a form sends every value as text). */
function bodyFields(draft: Draft, target: FuzzTarget): DraftField[] {
  const properties = (target.form ?? target.body)?.properties ?? {}
  const field = (name: string, text: string | undefined): DraftField => ({
    where: 'body',
    name,
    text,
    isId: isIdSchema(properties[name]),
  })
  if (draft.body.kind === 'fields')
    return draft.body.fields.map(([name, value]) => field(name, parsedString(value)))
  if (draft.body.kind === 'form') {
    return draft.body.parts.flatMap((part) => (isFilePart(part) ? [] : [field(part.name, part.value)]))
  }
  return []
}

export function draftFields(draft: Draft, target: FuzzTarget): DraftField[] {
  const body = bodyFields(draft, target)
  const query: DraftField[] = draft.query.map(({ key, value }) => ({
    where: 'query',
    name: key,
    text: decoded(value ?? ''),
    isId: isIdSchema(target.queryParams.find((param) => encodeComponent(param.name) === key)?.schema),
  }))
  const path: DraftField[] = draft.segments.flatMap((segment) =>
    segment.param === undefined
      ? []
      : [
          {
            where: 'path' as const,
            name: segment.param,
            text: decoded(segment.text),
            isId: isIdSchema(target.pathParams.find((param) => param.name === segment.param)?.schema),
          },
        ],
  )
  return [...body, ...query, ...path]
}

/** A new value for a field: JSON text for the body, a plain string for query and path (encoded here). */
export interface FieldValue {
  json: string
  plain: string
}

export function withFieldValue(draft: Draft, field: DraftField, value: FieldValue): Draft {
  switch (field.where) {
    case 'body': {
      if (draft.body.kind === 'form') {
        const parts = draft.body.parts.map((part) =>
          !isFilePart(part) && part.name === field.name ? { name: part.name, value: value.plain } : part,
        )
        return { ...draft, body: { ...draft.body, parts } }
      }
      if (draft.body.kind !== 'fields') return draft
      const fields = draft.body.fields.map(([name, old]): [string, string] => [
        name,
        name === field.name ? value.json : old,
      ])
      return { ...draft, body: { kind: 'fields', fields } }
    }
    case 'query':
      return {
        ...draft,
        query: draft.query.map((entry) =>
          entry.key === field.name ? { key: entry.key, value: encodeComponent(value.plain) } : entry,
        ),
      }
    case 'path':
      return {
        ...draft,
        segments: draft.segments.map((segment) =>
          segment.param === field.name
            ? { text: encodeComponent(value.plain), param: segment.param }
            : segment,
        ),
      }
  }
}

/**
 * A non-empty, random choice of `fields`, each given a value from `valueFor`; an empty list leaves
 * the draft as it is (the caller offers another way to mutate it).
 */
export function mutateSomeFields(
  draft: Draft,
  fields: DraftField[],
  valueFor: (field: DraftField) => fc.Arbitrary<FieldValue>,
): fc.Arbitrary<Draft> {
  if (fields.length === 0) return fc.constant(draft)
  const choices = fields.map((field) => fc.tuple(fc.boolean(), valueFor(field)))
  return fc
    .tuple(fc.nat(fields.length - 1), ...choices)
    .map(([forced, ...chosen]) =>
      chosen.reduce(
        (mutated, [pick, value], index) =>
          pick || index === forced ? withFieldValue(mutated, fields[index]!, value) : mutated,
        draft,
      ),
    )
}

/** Adds body fields (turning "no body" into a JSON object) and query entries. */
export function withExtraFields(
  draft: Draft,
  bodyFields: [string, string][],
  queryEntries: { key: string; value?: string }[],
): Draft {
  const existing = draft.body.kind === 'fields' ? draft.body.fields : []
  // A body that is no object (none, null, a list) becomes one; raw bytes stay as they are; a form
  // gets the fields as text parts before its file.
  const body: DraftBody =
    bodyFields.length === 0 || draft.body.kind === 'bytes'
      ? draft.body
      : draft.body.kind === 'form'
        ? {
            ...draft.body,
            parts: [...bodyFields.map(([name, value]) => ({ name, value })), ...draft.body.parts],
          }
        : { kind: 'fields', fields: [...existing, ...bodyFields] }
  return {
    ...draft,
    body,
    contentType: body.kind === 'none' ? draft.contentType : (draft.contentType ?? 'application/json'),
    query: [...draft.query, ...queryEntries],
  }
}
