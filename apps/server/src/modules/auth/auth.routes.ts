import {
  apiTokenResponse,
  confirmInfoBody,
  demoLoginParams,
  emailConfirmationBody,
  forgotPasswordBody,
  loginBody,
  messageResponse,
  registerBody,
  resetPasswordBody,
  userInfo,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertAccess, currentUser } from '../../plugins/auth'
import { toUserInfo } from '../users/user-view'
import { deviceTokenOf, setDeviceCookie } from './device-cookie'
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service'
import { demoLogin, login } from './login.service'
import { requestPasswordReset, resetPassword } from './password-reset.service'
import { confirmInfo, register } from './registration.service'
import { revokeSession } from './session.repo'

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.post(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags, body: loginBody, response: { 200: apiTokenResponse } } },
    async (request, reply) => {
      const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
      const { apiToken, deviceToken } = await login(ctx, request.body, client)
      setDeviceCookie(reply, deviceToken, ctx.config)
      return { api_token: apiToken }
    },
  )

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: { tags, body: registerBody, response: { 201: apiTokenResponse } },
    },
    async (request, reply) => {
      const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
      const { apiToken, deviceToken } = await register(ctx, request.body, client)
      setDeviceCookie(reply, deviceToken, ctx.config)
      return reply.status(201).send({ api_token: apiToken })
    },
  )

  app.post(
    '/auth/logout',
    { config: { access: 'anyUser' }, schema: { tags, response: { 200: messageResponse } } },
    async (request) => {
      await revokeSession(ctx.db, request.auth!.tokenId)
      return { message: 'logged out' }
    },
  )

  app.post(
    '/auth/demoLogin/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: demoLoginParams, response: { 200: apiTokenResponse } },
    },
    async (request) => ({ api_token: await demoLogin(ctx, request.params.token) }),
  )

  app.post(
    '/auth/emailConfirmation',
    // Public for the link token; the short code additionally needs the session it was sent to.
    {
      config: { access: 'optionalUser' },
      schema: { tags, body: emailConfirmationBody, response: { 200: messageResponse } },
    },
    async (request) => {
      // Whoever comes with a token is held to the rule of /auth/ calls: students are turned away.
      if (request.auth) assertAccess('teacherAnyState', request.auth)
      await confirmEmail(ctx, request.body.email_confirmation_token, request.auth)
      return { message: 'email confirmed' }
    },
  )

  app.post(
    '/auth/resendEmailConfirmationToken',
    { config: { access: 'teacherAnyState' }, schema: { tags, response: { 200: messageResponse } } },
    async (request) => {
      await resendEmailConfirmation(ctx, currentUser(request))
      return { message: 'email sent' }
    },
  )

  app.post(
    '/auth/forgotPassword',
    {
      config: { access: 'public' },
      schema: { tags, body: forgotPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email)
      return { message: 'password recovery email sent' }
    },
  )

  app.post(
    '/auth/resetPassword',
    {
      config: { access: 'public' },
      schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } },
    },
    async (request, reply) => {
      const deviceToken = await resetPassword(ctx, request.body, deviceTokenOf(request))
      setDeviceCookie(reply, deviceToken, ctx.config)
      return { message: 'password changed successfully' }
    },
  )

  app.post(
    '/auth/confirmInfo',
    {
      config: { access: 'teacherAnyState' },
      schema: { tags, body: confirmInfoBody, response: { 200: userInfo } },
    },
    async (request) =>
      toUserInfo(await confirmInfo(ctx, currentUser(request), request.body), ctx.config.PRODUCT_DOMAIN),
  )
}
