import { schoolSignInCalls, schoolSignInMessages, studentSchoolSignInCalls } from '@lernraster/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { callRoutes } from '../../plugins/call-routes'
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie'
import { clearFlowCookie, flowMinutes, readFlowCookie, setFlowCookie } from './flow-cookie'
import { finishFlow, startFlow } from './oidc-client'
import { oidcSettings, type SignInApp } from './oidc-settings'
import { signInWithSchoolAccount } from './school-sign-in.service'

/** The provider's own reason stays in the log for the school's IT; the person reads one German sentence. */
const logged =
  (request: FastifyRequest) =>
  (error: unknown): never => {
    if (error instanceof AppError && error.cause)
      request.log.warn({ err: error.cause }, 'school sign-in refused')
    throw error
  }

/** The two steps of the school sign-in for one app; without configuration both answer 404. */
function schoolSignInHandlers(ctx: AppContext, app: SignInApp) {
  const settings = oidcSettings(ctx.config)
  const secure = ctx.config.APP_URL.startsWith('https://')
  const configured = () => {
    if (!settings) throw new AppError('notFound')
    return settings
  }
  return {
    start: async (request: FastifyRequest, reply: FastifyReply) => {
      const current = configured()
      const expiresAt = ctx.clock.now().getTime() + flowMinutes * 60_000
      const { url, flow } = await startFlow(current, app, expiresAt).catch(logged(request))
      setFlowCookie(reply, current, flow, secure)
      return { url }
    },
    finish: async (request: FastifyRequest<{ Body: { callback: string } }>, reply: FastifyReply) => {
      const current = configured()
      const flow = readFlowCookie(request, current, app, ctx.clock.now())
      clearFlowCookie(reply, app, secure)
      if (!flow) throw new AppError('invalidToken', schoolSignInMessages.expired)
      const callback = new URLSearchParams(request.body.callback.replace(/^[^?]*\?/, ''))
      const claims = await finishFlow(current, flow, callback).catch(logged(request))
      const result = await signInWithSchoolAccount(ctx, current, claims, app, deviceTokenOf(request))
      setDeviceCookie(reply, result.deviceToken, ctx.config, app)
      return { api_token: result.apiToken }
    },
  }
}

export const schoolSignInRoutes = callRoutes(schoolSignInCalls, ({ ctx }) => {
  const { start, finish } = schoolSignInHandlers(ctx, 'teacher')
  return { 'POST /auth/oidc/start': start, 'POST /auth/oidc/finish': finish }
})

export const studentSchoolSignInRoutes = callRoutes(studentSchoolSignInCalls, ({ ctx }) => {
  const { start, finish } = schoolSignInHandlers(ctx, 'student')
  const options = { school_sign_in: oidcSettings(ctx.config) !== undefined }
  return {
    'GET /auth/options': async () => options,
    'POST /auth/oidc/start': start,
    'POST /auth/oidc/finish': finish,
  }
})
