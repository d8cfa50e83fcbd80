import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'

/** Query parameters ending in `token` (token, email_confirmation_token) and demo-login paths carry secrets. */
const secretInUrl = /(token=)[^&\s]+|(\/demoLogin\/)[^/?\s]+/gi

export function maskUrl(url: string): string {
  return url.replace(secretInUrl, (_match, query?: string, path?: string) => `${query ?? path}***`)
}

export interface LogStream {
  write(line: string): void
}

/** pino options: no passwords, tokens or cookies in the logs, whatever a route does. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.api_token',
      ],
      censor: '***',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip }
      },
    },
  }
}

/**
 * The one log line of a request, written when its answer has gone: method, masked URL, address,
 * status and milliseconds (Fastify's own request logging, a line in and a line out, is off).
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  // A callback hook, not an async one: no promise per request (decision 020).
  request.log.info(
    { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
    'request completed',
  )
  done()
}
