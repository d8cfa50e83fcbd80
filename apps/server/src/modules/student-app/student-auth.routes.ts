import { Role, studentAuthCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie'
import { login } from '../auth/login.service'
import { requestPasswordReset, resetPassword } from '../auth/password-reset.service'
import { register } from '../auth/registration.service'
import { revokeSession } from '../auth/session.repo'
import { setOwnPassword } from '../student-accounts/own-password.service'
import { addStudentAddress, confirmStudentAddress } from '../student-accounts/student-address.service'

/**
 * The student app's accounts (issue 15): the teacher API's services with the student's rules. A
 * teacher's account cannot log in here (403 teacherNotAllowed once the password is right), so one
 * account is never both. The device cookie lives under this API's /auth/ path.
 */
export const studentAuthRoutes = callRoutes(studentAuthCalls, ({ ctx }) => ({
  'POST /auth/login': async (request, reply) => {
    const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
    const { apiToken, deviceToken } = await login(ctx, request.body, client, 'student')
    setDeviceCookie(reply, deviceToken, ctx.config, 'student')
    return { api_token: apiToken }
  },
  'POST /auth/logout': async (request) => {
    await revokeSession(ctx.db, request.auth!.tokenId)
    return { message: 'logged out' }
  },
  'POST /auth/forgotPassword': async (request) => {
    await requestPasswordReset(ctx, request.body.email)
    return { message: 'password recovery email sent' }
  },
  'POST /auth/resetPassword': async (request, reply) => {
    const deviceToken = await resetPassword(ctx, request.body, deviceTokenOf(request))
    setDeviceCookie(reply, deviceToken, ctx.config, 'student')
    return { message: 'password changed successfully' }
  },
  'GET /users/userinfo': async (request) => {
    const user = currentUser(request)
    return {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      username: user.username,
      must_change_password: user.mustChangePassword,
      role_id: user.roleId,
      goal: user.goal,
    }
  },
  'POST /auth/ownPassword': async (request) => {
    await setOwnPassword(ctx, currentUser(request), request.auth!.tokenId, request.body)
    return { message: 'password changed successfully' }
  },
  'POST /auth/register': async (request, reply) => {
    const client = { ip: request.ip, deviceToken: deviceTokenOf(request) }
    const { apiToken, deviceToken } = await register(ctx, request.body, client, Role.student)
    setDeviceCookie(reply, deviceToken, ctx.config, 'student')
    return { api_token: apiToken }
  },
  'POST /account/addEmail': async (request) => {
    await addStudentAddress(ctx, currentUser(request), request.body)
    return { message: 'email sent' }
  },
  'POST /account/confirmEmail': async (request) => {
    await confirmStudentAddress(ctx, request.auth!, request.body.code)
    return { message: 'email confirmed' }
  },
}))
