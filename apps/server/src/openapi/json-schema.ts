import { idParam } from '@lernraster/shared'
import { z } from 'zod'

export type JsonSchema = Record<string, unknown>

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. `input` describes what a client
 * sends (before the server's transforms), `output` what it receives.
 *
 * An id in a query string or a path is text on the wire that the server reads as a positive integer
 * (`idParam`): the document says integer, so a generated client takes a number.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A date or a transform's result has no JSON Schema of its own; its JSON form is described as any.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema !== idParam) return
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key as keyof typeof jsonSchema]
      Object.assign(jsonSchema, { type: 'integer', minimum: 1 })
    },
  }) as JsonSchema
  return rest
}
