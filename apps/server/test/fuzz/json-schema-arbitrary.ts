import fc from 'fast-check'

/** The part of JSON Schema that the OpenAPI document of zod contracts uses. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

/** Values of the seeded school, so that requests sometimes name real objects and real accounts. */
export interface ValuePools {
  ids: number[]
  emails: string[]
  passwords: string[]
  /** Names and titles the school already has: a new one may clash with them. */
  texts: string[]
}

/** Strings of a realistic form stay short: the hostile ones come from the mutations. */
const MAX_PLAIN_LENGTH = 24
const plainCharacters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüÄÖÜß0123456789 -_.']
const digitsPattern = /^\^\\d\{(\d+),(\d+)\}\$$/

const fromPool = <T>(pool: T[], other: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  pool.length === 0 ? other : fc.oneof(fc.constantFrom(...pool), other)

/** Addresses as teachers type them, and the odd ones RFC 5322 allows too. */
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,8}([.-][a-z0-9]{1,6})?$/),
    fc.constantFrom('schule.example', 'edu.example.ch'),
  )
  .map(([local, domain]) => `${local}@${domain}`)

function emailArbitrary(pools: ValuePools): fc.Arbitrary<string> {
  // A known address also as a person may type it: in capitals, with spaces around.
  const known = pools.emails.flatMap((email) => [email, email.toUpperCase(), ` ${email} `])
  return fromPool(known, fc.oneof(plainEmail, fc.emailAddress({ size: 'xsmall' })))
}

/** A small id most of the time (the seeded rows have those), any of the allowed digits otherwise. */
const digitsId = (maxDigits: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 1000 }) }, fc.nat({ max: 10 ** maxDigits - 1 })).map(String)

function stringArbitrary(schema: JsonSchema, name: string, pools: ValuePools): fc.Arbitrary<string> {
  const digits = schema.pattern?.match(digitsPattern)
  if (digits) {
    // An id in a query or path: a real one half the time, so the request gets into the service.
    return fromPool(
      pools.ids.map(String).filter((id) => id.length >= Number(digits[1])),
      digitsId(Number(digits[2])).filter((id) => id.length >= Number(digits[1])),
    )
  }
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern))
  if (schema.format === 'email' || /e-?mail/i.test(name)) return emailArbitrary(pools)
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? MAX_PLAIN_LENGTH, minLength + MAX_PLAIN_LENGTH)
  const plain = fc.string({ unit: fc.constantFrom(...plainCharacters), minLength, maxLength })
  if (/password/i.test(name)) return fromPool(pools.passwords, plain)
  const known = pools.texts.filter((text) => text.length >= minLength && text.length <= maxLength)
  return fc.oneof({ weight: 2, arbitrary: plain }, { weight: 1, arbitrary: fromPool(known, plain) })
}

function numberArbitrary(schema: JsonSchema, pools: ValuePools, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1)
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1)
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  const inRange = pools.ids.filter((id) => id >= min && id <= max)
  return fromPool(inRange, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }))
}

function objectArbitrary(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0) return fc.constant({})
  const model = Object.fromEntries(
    properties.map(([key, property]) => [key, schemaArbitrary(property, pools, key)]),
  )
  return fc.record(model, { requiredKeys: schema.required ?? [] }).map(withConfirmations)
}

/**
 * `password_confirmation` repeats `password`, as a form sends it: otherwise a request would never
 * get past the comparison. The mutations still take the two apart.
 */
function withConfirmations(value: Record<string, unknown>): Record<string, unknown> {
  const copied = { ...value }
  for (const key of Object.keys(copied)) {
    const original = key.replace(/_confirmation$/, '')
    if (original !== key && original in copied) copied[key] = copied[original]
  }
  return copied
}

function typedArbitrary(type: string, schema: JsonSchema, pools: ValuePools, name: string) {
  switch (type) {
    case 'object':
      return objectArbitrary(schema, pools)
    case 'string':
      return stringArbitrary(schema, name, pools)
    case 'integer':
      return numberArbitrary(schema, pools, true)
    case 'number':
      return numberArbitrary(schema, pools, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const items = schema.items ? schemaArbitrary(schema.items, pools, name) : fc.jsonValue({ maxDepth: 1 })
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/**
 * Values that a schema accepts, or nearly (a pattern's string may still miss a refinement the
 * document cannot express): the base each mutation starts from. `name` is the field's name.
 */
export function schemaArbitrary(schema: JsonSchema, pools: ValuePools, name = ''): fc.Arbitrary<unknown> {
  const value = valueArbitrary(schema, pools, name)
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value
}

function valueArbitrary(schema: JsonSchema, pools: ValuePools, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, pools, name)))
  }
  if (schema.allOf?.[0])
    return schemaArbitrary({ ...schema.allOf[0], ...schema, allOf: undefined }, pools, name)
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat()
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, pools, name)))
}

/** True for the fields that carry ids: integers and digit strings (they get the odd ids). */
export function isIdSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false
  const types = [schema.type].flat()
  return types.includes('integer') || (schema.pattern !== undefined && digitsPattern.test(schema.pattern))
}
