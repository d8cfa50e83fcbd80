import { createHmac, hkdfSync } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { safeEqual } from '../../lib/secrets'
import { flowCookiePaths, type OidcSettings, type SignInApp } from './oidc-settings'

/**
 * What a started sign-in must remember until the provider sends the browser back (decision 043):
 * kept in this browser's cookie, so the answer is accepted only in the browser that started it (a
 * link with someone else's code signs nobody in), and signed, so no one can choose its values.
 * HttpOnly, SameSite=Strict, sent only to the app's /auth/oidc/ calls, and valid for 10 minutes.
 */
export interface SignInFlow {
  app: SignInApp
  state: string
  nonce: string
  codeVerifier: string
  /** Milliseconds since 1970, by the server's clock. */
  expiresAt: number
}

const cookieName = 'lernraster_oidc'
export const flowMinutes = 10

/** The cookie's key, derived from the client secret: nothing new to configure, and no other use of it. */
function signingKey(settings: OidcSettings): Buffer {
  return Buffer.from(hkdfSync('sha256', settings.clientSecret, 'lernraster', 'oidc flow cookie', 32))
}

const mac = (settings: OidcSettings, payload: string) =>
  createHmac('sha256', signingKey(settings)).update(payload).digest('base64url')

export function setFlowCookie(
  reply: FastifyReply,
  settings: OidcSettings,
  flow: SignInFlow,
  secure: boolean,
) {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url')
  reply.header(
    'set-cookie',
    cookie(`${payload}.${mac(settings, payload)}`, flow.app, flowMinutes * 60, secure),
  )
}

/** The flow is used once: the finish forgets it whatever the outcome. */
export function clearFlowCookie(reply: FastifyReply, app: SignInApp, secure: boolean) {
  reply.header('set-cookie', cookie('', app, 0, secure))
}

function cookie(value: string, app: SignInApp, maxAge: number, secure: boolean): string {
  const attributes = [
    `${cookieName}=${value}`,
    `Path=${flowCookiePaths[app]}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ]
  return attributes.join('; ')
}

/** The flow this browser started for `app`, when its signature holds and it has not expired. */
export function readFlowCookie(
  request: FastifyRequest,
  settings: OidcSettings,
  app: SignInApp,
  now: Date,
): SignInFlow | undefined {
  const value = cookieValue(request.headers.cookie)
  const [payload, signature, ...rest] = value?.split('.') ?? []
  if (!payload || !signature || rest.length > 0 || !safeEqual(signature, mac(settings, payload)))
    return undefined
  const flow = parseFlow(Buffer.from(payload, 'base64url').toString('utf8'))
  if (!flow || flow.app !== app || flow.expiresAt <= now.getTime()) return undefined
  return flow
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.trim().split('=', 2)
    if (name === cookieName && value) return value
  }
  return undefined
}

function parseFlow(json: string): SignInFlow | undefined {
  try {
    const flow = JSON.parse(json) as Partial<SignInFlow>
    const texts = [flow.state, flow.nonce, flow.codeVerifier]
    if (!texts.every((text) => typeof text === 'string' && text.length > 0)) return undefined
    if (typeof flow.expiresAt !== 'number' || (flow.app !== 'teacher' && flow.app !== 'student'))
      return undefined
    return flow as SignInFlow
  } catch {
    return undefined
  }
}
