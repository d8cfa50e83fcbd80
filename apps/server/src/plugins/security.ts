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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with something the browser shows itself (a stored file opened from a link or
     * an image): it gets the page's security headers, not the JSON answers' shorter set.
     */
    documentAnswer?: boolean
  }
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
  // The API's JSON answers get what OWASP's REST Security Cheat Sheet asks of an API: a browser
  // applies a page's policy to documents, not to the JSON the app fetches. 700 bytes less on every
  // answer, and a sixth of the server's own time for a small request (decision 020).
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': headers['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  }
  // Set before anything answers; a route may still replace one (the uploaded files' own policy).
  // Callback hooks, not async ones: no promise per request (decision 020).
  app.addHook('onRequest', (request, reply, done) => {
    const jsonAnswer = request.url.startsWith(apiRoot) && !request.routeOptions.config.documentAnswer
    reply.headers(jsonAnswer ? apiHeaders : headers)
    done()
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    // A route that sets its own policy keeps it: only the uploaded files (private, GET /files/:id).
    if (request.url.startsWith(apiRoot) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store')
    }
    done(null, payload)
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
