import type { Access } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'

/** One route as the server registered it: what the fuzz suite and the access tables go through. */
export interface RegisteredRoute {
  method: string
  url: string
  access: Access | undefined
  /** A call of an API's table (decision 031); false for the mailbox, documents, health, admin. */
  documented: boolean
  /** The answer schemas by status (plugins/response-serializer.ts writes answers from them). */
  responses: Record<string, unknown>
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[]
  }
}

/** Records every route registered after this call; must run before the first route. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        documented: route.config?.call !== undefined,
        responses: (route.schema?.response ?? {}) as Record<string, unknown>,
      })
    }
  })
}
