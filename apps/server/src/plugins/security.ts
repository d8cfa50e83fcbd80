import type { IncomingMessage, ServerResponse } from 'node:http'
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config'
import { apiRoot } from '../paths'

/**
 * The security headers as helmet writes them, worked out once. (@fastify/helmet ran helmet for every
 * request, parsing the policy again each time: a few percent of a small request's time, decision 020.)
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return headers
}

/** Security headers on every answer, no caching of API answers, CORS closed unless configured. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline styles on elements; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.APP_URL.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    // Reset and confirmation links carry tokens in the query: never send them on as a referrer.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  })
  // Set before anything answers; a route may still replace one (the uploaded files' own policy).
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    // A route that sets its own policy keeps it: only the uploaded files (private, GET /files/:id).
    if (request.url.startsWith(apiRoot) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store')
    }
    return payload
  })

  if (config.CORS_ORIGINS.length > 0) {
    // Not strict: a preflight without its headers is answered like any other, not with a plain-text 400.
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'POST'],
      strictPreflight: false,
    })
  }
}
