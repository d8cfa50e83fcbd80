import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { writesFast } from '../../src/plugins/response-serializer'
import { useTestApp } from '../support/test-app'

// Issue 18: answers are written from their schemas turned into JSON Schema (decision 020); the tests
// compare every answer with the zod schema's own. This lists the answers that cannot take that way.

const t = useTestApp()

describe('answers written from their schemas', () => {
  test('every route with an answer schema has a fast writer', () => {
    const schemas = t.app.registeredRoutes.flatMap((route) => Object.keys(route.responses))
    expect(schemas.length).toBeGreaterThan(100)
    const schemaOnly = t.app.registeredRoutes.flatMap((route) =>
      Object.entries(route.responses)
        .filter(([, schema]) => !writesFast(schema as z.ZodType))
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    )
    expect(schemaOnly).toEqual([])
  })

  test('a schema JSON Schema cannot express keeps the zod way', () => {
    expect(writesFast(z.object({ at: z.date() }))).toBe(false)
    expect(writesFast(z.object({ id: z.number().int() }))).toBe(true)
  })
})
