import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { apiPrefix, studentApiPrefix } from '../../paths'

/**
 * The browser's device id for the trusted-device rule of logins (decision 010). HttpOnly, so no
 * script reads it; SameSite=Strict and limited to the /auth/ calls, so no other request carries it.
 * It grants nothing by itself: it only decides which failed-login counter a login attempt uses.
 */
const cookieName = 'lernraster_device'
/** The /auth/ calls of the API the login came through: the teacher's, or the student app's. */
export const deviceCookiePaths = {
  teacher: `${apiPrefix}/auth/`,
  student: `${studentApiPrefix}/auth/`,
} as const
/** Browsers keep a cookie for at most 400 days; it is renewed at every login. */
export const deviceCookieDays = 400
const wellFormedToken = /^[A-Za-z0-9_-]{43}$/

/** The device id the browser sent, when it is one we could have issued. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === cookieName && value && wellFormedToken.test(value)) return value
  }
  return undefined
}

export function setDeviceCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<Config, 'APP_URL'>,
  app: keyof typeof deviceCookiePaths = 'teacher',
): void {
  const attributes = [
    `${cookieName}=${token}`,
    `Path=${deviceCookiePaths[app]}`,
    `Max-Age=${deviceCookieDays * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(config.APP_URL.startsWith('https://') ? ['Secure'] : []),
  ]
  reply.header('set-cookie', attributes.join('; '))
}
