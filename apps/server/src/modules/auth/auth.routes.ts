import { authCalls } from '@lernraster/shared'
import { assertAccess, currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { toUserInfo } from '../users/user-view'
import { deviceTokenOf, setDeviceCookie } from './device-cookie'
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service'
import { demoLogin, login } from './login.service'
import { requestPasswordReset, resetPassword } from './password-reset.service'
import { confirmInfo, register } from './registration.service'
import { revokeSession } from './session.repo'

export const authRoutes = callRoutes(authCalls, ({ ctx }) => ({
  'POST /auth/login': async (request, reply) => {
    const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
    const { apiToken, deviceToken } = await login(ctx, request.body, client)
    setDeviceCookie(reply, deviceToken, ctx.config)
    return { api_token: apiToken }
  },
  'POST /auth/logout': async (request) => {
    await revokeSession(ctx.db, request.auth!.tokenId)
    return { message: 'logged out' }
  },
  'POST /auth/demoLogin/:token': async (request) => ({
    api_token: await demoLogin(ctx, request.params.token),
  }),
  'POST /auth/emailConfirmation': async (request) => {
    // Whoever comes with a token is held to the rule of /auth/ calls: students are turned away.
    if (request.auth) assertAccess('teacherAnyState', request.auth)
    await confirmEmail(ctx, request.body.email_confirmation_token, request.auth)
    return { message: 'email confirmed' }
  },
  'POST /auth/resendEmailConfirmationToken': async (request) => {
    await resendEmailConfirmation(ctx, currentUser(request))
    return { message: 'email sent' }
  },
  'POST /auth/forgotPassword': async (request) => {
    await requestPasswordReset(ctx, request.body.email)
    return { message: 'password recovery email sent' }
  },
  'POST /auth/resetPassword': async (request, reply) => {
    const deviceToken = await resetPassword(ctx, request.body, deviceTokenOf(request))
    setDeviceCookie(reply, deviceToken, ctx.config)
    return { message: 'password changed successfully' }
  },
  'POST /auth/confirmInfo': async (request) =>
    toUserInfo(await confirmInfo(ctx, currentUser(request), request.body), ctx.config.PRODUCT_DOMAIN),
  'POST /auth/register': async (request, reply) => {
    const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
    const { apiToken, deviceToken } = await register(ctx, request.body, client)
    setDeviceCookie(reply, deviceToken, ctx.config)
    return { api_token: apiToken }
  },
}))
