import type { CallKey, TaggedCall } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import { type ApiDescription, openApiDocument } from '../openapi/document'

/**
 * `GET <base>/openapi.json`: the API's OpenAPI document, made from its table of calls (decision 031)
 * once, at the first request. Public, and not a call of its own: it is not in the document.
 */
export function registerOpenApiDocument(
  api: FastifyInstance,
  table: Readonly<Record<CallKey, TaggedCall>>,
  description: ApiDescription,
): void {
  let document: ReturnType<typeof openApiDocument> | undefined
  api.get('/openapi.json', { config: { access: 'public' } }, async () => {
    document ??= openApiDocument(table, description)
    return document
  })
}
