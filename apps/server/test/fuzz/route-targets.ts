import { studentApi, teacherApi } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { studentApiDescription, teacherApiDescription } from '../../src/openapi/descriptions'
import { openApiDocument } from '../../src/openapi/document'
import type { JsonSchema } from './json-schema-arbitrary'

export interface TargetParam {
  name: string
  schema: JsonSchema
  required: boolean
}

/** One route to fuzz, with what its schema says about path, query and body (nothing for hidden ones). */
export interface FuzzTarget {
  /** "POST /api/teacher/v1/groups/:groupId/users/:userId/toggleActive", as Fastify registered it. */
  key: string
  method: string
  url: string
  documented: boolean
  pathParams: TargetParam[]
  queryParams: TargetParam[]
  body: JsonSchema | undefined
  /** A multipart route's form (the uploads): its text fields and its file. */
  form: JsonSchema | undefined
}

// The schemas in the document are JSON Schema; they are read as such, not checked field by field.
const jsonSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null)
const operationSchema = z.object({
  parameters: z
    .array(
      z.object({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: jsonSchema }),
    )
    .optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) })
    .optional(),
})
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), operationSchema.or(z.unknown()))),
})

const httpMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'options'])
const anyString: JsonSchema = { type: 'string' }

/** OpenAPI's `{name}` in Fastify's `:name` syntax. */
const fastifyUrl = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1')

/** Fastify's `:name` parameters, and `*` for a wildcard (a parameter named "*" in Fastify too). */
const pathParamNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*')

/** Both APIs' documents, as the server serves them (made from the tables of calls, decision 031). */
const documents = [
  { base: teacherApiDescription.base, document: openApiDocument(teacherApi, teacherApiDescription) },
  { base: studentApiDescription.base, document: openApiDocument(studentApi, studentApiDescription) },
]

function documentedTargets(): FuzzTarget[] {
  return documents.flatMap(({ base, document }) => targetsOf(base, documentSchema.parse(document)))
}

function targetsOf(base: string, document: z.infer<typeof documentSchema>): FuzzTarget[] {
  const targets: FuzzTarget[] = []
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, rawOperation] of Object.entries(operations)) {
      if (!httpMethods.has(method)) continue
      const operation = operationSchema.parse(rawOperation)
      const url = base + fastifyUrl(path)
      const params = (where: string) =>
        (operation.parameters ?? [])
          .filter((param) => param.in === where)
          .map((param) => ({ name: param.name, schema: param.schema, required: param.required ?? false }))
      targets.push({
        key: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase(),
        url,
        documented: true,
        pathParams: params('path'),
        queryParams: params('query'),
        body: operation.requestBody?.content['application/json']?.schema,
        form: operation.requestBody?.content['multipart/form-data']?.schema,
      })
    }
  }
  return targets
}

/** The routes the document leaves out: only their path parameters are known (as strings). */
function hiddenTargets(app: FastifyInstance): FuzzTarget[] {
  return app.registeredRoutes
    .filter((route) => !route.documented)
    .map((route) => ({
      key: `${route.method} ${route.url}`,
      method: route.method,
      url: route.url,
      documented: false,
      pathParams: pathParamNames(route.url).map((name) => ({ name, schema: anyString, required: true })),
      queryParams: [],
      body: undefined,
      form: undefined,
    }))
}

/**
 * Every route to fuzz: the OpenAPI documents' operations with their schemas, plus the hidden routes
 * from the route list. Derived from the documents rather than copied from the route list, so that the
 * comparison with the route list in the test can catch a route the document drops or invents.
 */
export function fuzzTargets(app: FastifyInstance): FuzzTarget[] {
  return [...documentedTargets(), ...hiddenTargets(app)]
}

export const registeredKeys = (app: FastifyInstance) =>
  app.registeredRoutes.map((route) => `${route.method} ${route.url}`)
