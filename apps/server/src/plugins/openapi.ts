import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's form, for the document only: such a route has no body schema, because it
     * reads the parts itself as they stream in (uploads).
     */
    multipartForm?: z.ZodType
  }
}

/**
 * The OpenAPI document is generated from the same zod schemas that validate the requests. Routes
 * that need no token (login, register, ...) say so with an empty security list; the one that also
 * takes the api_token cookie (reading a file) names both ways.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lernraster teacher API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiTokenCookie: { type: 'apiKey', in: 'cookie', name: 'api_token' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform(input) {
      const form = input.route.config?.multipartForm
      const documented = form
        ? { ...input, schema: { ...input.schema, body: form, consumes: ['multipart/form-data'] } }
        : input
      const transformed = jsonSchemaTransform(documented)
      const access = input.route.config?.access
      const open = access === 'public' || access === 'optionalUser'
      if (open) return { ...transformed, schema: { ...transformed.schema, security: [] } }
      if (access === 'teacherWithCookie') {
        const security: Record<string, string[]>[] = [{ bearer: [] }, { apiTokenCookie: [] }]
        return { ...transformed, schema: { ...transformed.schema, security } }
      }
      return transformed
    },
  })
}
