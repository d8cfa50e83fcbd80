import { isDeepStrictEqual } from 'node:util'
import fastJsonStringify from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DatabaseJson } from '../lib/database-json'

/**
 * How answers become JSON (decision 020). Every route's answer has a zod schema. Checking each answer
 * against it, field by field, cost more than writing it out (a class list of 3,000 students, a 12x12
 * grid); so the server writes answers with fast-json-stringify, compiled once per route from the
 * same schema turned into JSON Schema, which writes exactly the fields the schema names.
 * In the tests (`compare`) every answer goes both ways: the zod check still refuses a wrong shape,
 * and an answer the fast writer would put differently fails loudly. A schema that JSON Schema cannot
 * express (a transform, a date) keeps the zod way. An answer the database wrote as JSON (DatabaseJson)
 * is sent as it is, and in the tests parsed and held against the schema the same way.
 */
export function responseSerializerCompiler(options: {
  compare: boolean
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = checkedSerializerCompiler(route)
    const write = writerOf(route, checked, options.compare)
    return (data) => {
      if (!(data instanceof DatabaseJson)) return write(data)
      if (options.compare) {
        const parsed = JSON.parse(data.text)
        const expected = checked(parsed)
        if (!isDeepStrictEqual(parsed, JSON.parse(expected))) {
          throw new Error(
            `${route.method} ${route.url}: the database's JSON is not what the zod schema writes\n${data.text}\n${expected}`,
          )
        }
      }
      return data.text
    }
  }
}

type Route = Parameters<FastifySerializerCompiler<z.ZodType>>[0]

function writerOf(route: Route, checked: (data: unknown) => string, compare: boolean) {
  const fast = compileFast(route.schema)
  if (!fast) return checked
  if (!compare) return fast
  return (data: unknown) => {
    const expected = checked(data)
    const written = fast(data)
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${route.method} ${route.url}: the answer written from JSON Schema differs from the zod schema's\n${written}\n${expected}`,
      )
    }
    return written
  }
}

/** Whether answers of this schema are written the fast way (a test lists the routes that are not). */
export const writesFast = (schema: z.ZodType) => compileFast(schema) !== undefined

type FastWriter = ((data: unknown) => string) | undefined

/**
 * Each schema is compiled once per process. The schemas are the call table's own objects, the same
 * for every app built from it: production builds one app, but the API tests build some 200 in one
 * worker, and compiling the writers was half of each build (decision 040).
 */
const compiled = new WeakMap<z.ZodType, FastWriter>()

function compileFast(schema: z.ZodType): FastWriter {
  if (compiled.has(schema)) return compiled.get(schema)
  let writer: FastWriter
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })
    writer = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0])
  } catch {
    writer = undefined
  }
  compiled.set(schema, writer)
  return writer
}
