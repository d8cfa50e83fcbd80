import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI document is generated from the same zod schemas that validate the requests. Routes
 * that need no token (login, register, ...) say so with an empty security list.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lernraster teacher API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform(input) {
      const transformed = jsonSchemaTransform(input)
      const access = input.route.config?.access
      const open = access === 'public' || access === 'optionalUser'
      return open ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed
    },
  })
}
