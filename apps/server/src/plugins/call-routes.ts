import { type Call, type CallKey, methodAndPath, type TaggedCall } from '@lernraster/shared'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown

/** A call's request as its handler sees it: body, query and path parameters already parsed. */
export type CallRequest<C extends Call> = FastifyRequest<{
  Body: Parsed<C['body']>
  Querystring: Parsed<C['query']>
  Params: Parsed<C['params']>
}>

/** A JSON call's handler returns its answer; a file or a stream is sent through `reply`. */
type HandlerResult<C extends Call> = C['answer'] extends z.ZodType ? z.input<C['answer']> : FastifyReply

export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<HandlerResult<C>> | HandlerResult<C>

/** One handler for each call of a table: a call without one does not compile. */
export type CallHandlers<Table> = {
  [Key in keyof Table]: Table[Key] extends Call ? CallHandler<Table[Key]> : never
}

/** A call that creates answers 201 (its `status`); its handler returns the answer as any other. */
function withStatus(call: Call, handler: CallHandler<Call>): CallHandler<Call> {
  const status = call.status
  if (!status) return handler
  return (request, reply) => {
    reply.status(status)
    return handler(request, reply)
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call a route was registered from (route-list.ts, the OpenAPI documents, the answer check). */
    call?: TaggedCall
  }
}

/**
 * Registers a table's calls as Fastify routes, each with its schemas and access from the table and
 * its handler from `handlers` (decision 031). A route file adds only the handlers:
 *
 *   export const subjectsRoutes = callRoutes(subjectCalls, (app) => ({
 *     'GET /subjects': async (request) => getSubjects(app.ctx, currentUser(request).id),
 *   }))
 */
export function callRoutes<Table extends Readonly<Record<CallKey, TaggedCall>>>(
  table: Table,
  handlers: (app: FastifyInstance) => CallHandlers<Table>,
): FastifyPluginAsync {
  return async (app) => {
    const handlerOf = handlers(app) as Record<string, CallHandler<Call>>
    for (const [key, call] of Object.entries(table) as [CallKey, TaggedCall][]) {
      const { method, path } = methodAndPath(key)
      app.route({
        method,
        url: path,
        schema: {
          ...(call.body && { body: call.body }),
          ...(call.query && { querystring: call.query }),
          ...(call.params && { params: call.params }),
          ...(call.answer && { response: { [call.status ?? 200]: call.answer } }),
        },
        config: {
          call,
          access: call.access,
          // A stored file is opened by the browser itself: it gets the page's security headers.
          documentAnswer: call.answers === 'file',
        },
        handler: withStatus(call, handlerOf[key] as CallHandler<Call>) as never,
      })
    }
  }
}
