import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Access } from './auth'

/** The routes that read files also take their app's token cookie (plugins/auth.ts). */
const cookieSchemeOf: Partial<Record<Access, string>> = {
  teacherWithCookie: 'apiTokenCookie',
  studentWithCookie: 'studentTokenCookie',
}

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
 * that need no token (login, register, ...) say so with an empty security list; those that also
 * take a token cookie (reading a file) name both ways.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lernraster teacher API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiTokenCookie: { type: 'apiKey', in: 'cookie', name: 'api_token' },
          studentTokenCookie: { type: 'apiKey', in: 'cookie', name: 'student_token' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform(input) {
      const call = input.route.config?.call
      const form = call?.form ?? input.route.config?.multipartForm
      const described = call
        ? { ...input.schema, operationId: call.operationId, summary: call.summary, tags: [call.tag] }
        : input.schema
      const documented = form
        ? { ...input, schema: { ...described, body: form, consumes: ['multipart/form-data'] } }
        : { ...input, schema: described }
      const transformed = jsonSchemaTransform(documented)
      const access = input.route.config?.access
      const open = access === 'public' || access === 'optionalUser'
      if (open) return { ...transformed, schema: { ...transformed.schema, security: [] } }
      const cookie = access ? cookieSchemeOf[access] : undefined
      if (cookie) {
        const security: Record<string, string[]>[] = [{ bearer: [] }, { [cookie]: [] }]
        return { ...transformed, schema: { ...transformed.schema, security } }
      }
      return transformed
    },
  })
}
