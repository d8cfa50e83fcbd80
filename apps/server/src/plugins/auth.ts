import { type Access, Role, type RoleId, rolesNeedingActivation, teacherAppRoles } from '@lernraster/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import type { SessionUser, UserRow } from '../db/schema'
import { AppError } from '../lib/app-error'
import { hashToken } from '../lib/secrets'
import { findSession, touchSession } from '../modules/auth/session.repo'
import { apiPrefix, studentApiPrefix } from '../paths'

export interface AuthContext {
  user: SessionUser
  tokenId: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; its kinds are described with the tables of calls (calls/call.ts). */
    access?: Access
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/

/**
 * The bearer token of the request. The api_token cookie is ignored (no CSRF surface), except on the
 * one route that reads files (see `cookieToken`).
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  // The scheme name is case-insensitive (RFC 9110 §11.1); the token itself is not.
  const match = header?.match(/^bearer (\S+)$/i)
  return match?.[1] && tokenPattern.test(match[1]) ? match[1] : undefined
}

/**
 * The cookie each app keeps its token in: the teacher app's `api_token` (apps/web/src/lib/auth-token.ts),
 * the student app's `student_token` (apps/web/src/student/lib/student-client.ts). Read only for the
 * routes that read files: SameSite keeps the cookies out of cross-site subrequests, and such a route
 * only reads (decisions 015, 019).
 */
const tokenCookieOf: Partial<Record<Access, string>> = {
  teacherWithCookie: 'api_token',
  studentWithCookie: 'student_token',
}

function cookieToken(request: FastifyRequest, access: Access): string | undefined {
  const wanted = tokenCookieOf[access]
  if (!wanted) return undefined
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=', 2)
    if (name === wanted && value && tokenPattern.test(value)) return value
  }
  return undefined
}

async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
): Promise<AuthContext | null> {
  const token = bearerToken(request) ?? cookieToken(request, access)
  if (!token) return null
  const now = ctx.clock.now()
  const session = await findSession(ctx.db, hashToken(token))
  if (!session) return null
  const idleLimit = new Date(session.lastUsedAt.getTime() + ctx.config.TOKEN_IDLE_MINUTES * 60_000)
  if (session.expiresAt <= now || idleLimit <= now) return null
  // Writing on every request would turn each read into a write; a minute's precision is plenty.
  if (now.getTime() - session.lastUsedAt.getTime() > 60_000) await touchSession(ctx.db, session.tokenId, now)
  return { user: session.user, tokenId: session.tokenId }
}

export function assertAccess(access: Access, auth: AuthContext | null): void {
  if (access === 'public' || access === 'optionalUser') return
  if (!auth) throw new AppError('unauthenticated')
  if (access === 'anyUser') return
  const role = auth.user.roleId as RoleId
  if (access === 'student' || access === 'studentWithCookie' || access === 'studentAnyState') {
    if (role !== Role.student) throw new AppError('teacherNotAllowed')
    // A start password from the teacher: nothing but userinfo, logout and the own password (decision 038).
    if (access !== 'studentAnyState' && auth.user.mustChangePassword)
      throw new AppError('passwordChangeRequired')
    return
  }
  if (!teacherAppRoles.includes(role)) throw new AppError('studentNotAllowed')
  if (access === 'teacherAnyState' || !rolesNeedingActivation.includes(role)) return
  if (!auth.user.emailConfirmed) throw new AppError('emailNotConfirmed')
  if (!auth.user.activated) throw new AppError('accountNotActivated')
  if (access === 'providerAdmin' && !isProviderAdmin(auth.user)) throw new AppError('forbidden')
}

/** The provider's administrators (role 1): they review publications and may read every store copy. */
export const isProviderAdmin = (user: Pick<UserRow, 'roleId'>): boolean => user.roleId === Role.admin

/** What a route without its own `access` needs: the API it belongs to decides. */
function defaultAccess(routeUrl: string): Access {
  if (routeUrl.startsWith(apiPrefix)) return 'teacher'
  if (routeUrl.startsWith(studentApiPrefix)) return 'student'
  return 'public'
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    if (request.is404) return
    const routeUrl = request.routeOptions.url ?? ''
    const access = request.routeOptions.config.access ?? defaultAccess(routeUrl)
    if (access === 'public') return
    request.auth = await authenticate(app.ctx, request, access)
    assertAccess(access, request.auth)
  })
}

/** The logged-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('unauthenticated')
  return request.auth.user
}
