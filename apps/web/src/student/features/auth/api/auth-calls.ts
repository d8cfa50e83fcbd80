import type { RegisterBody } from '@lernraster/shared'
import { studentCall, writeStudentId, writeStudentToken } from '../../../lib/student-client'

/** Logging in and out, registering, a forgotten password: calls that leave no query to cache. */
export const authCalls = {
  login: (body: { email: string; password: string }) => studentCall('POST /auth/login', { body }),
  register: (body: RegisterBody) => studentCall('POST /auth/register', { body }),
  logout: () => studentCall('POST /auth/logout'),
  forgotPassword: (email: string) => studentCall('POST /auth/forgotPassword', { body: { email } }),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    studentCall('POST /auth/resetPassword', { body }),
  /** The sign-in with a school account (decision 043): whether it is offered, its two steps. */
  signInOptions: () => studentCall('GET /auth/options'),
  startSchoolSignIn: () => studentCall('POST /auth/oidc/start'),
  finishSchoolSignIn: (callback: string) => studentCall('POST /auth/oidc/finish', { body: { callback } }),
  /** After a login with the start password from the teacher's card (decision 038). */
  ownPassword: (body: { password: string; password_confirmation: string }) =>
    studentCall('POST /auth/ownPassword', { body }),
}

/**
 * Keeps a new session's token and learns whose it is before the first screen, so the outbox knows
 * the student from the first rating on (lib/student-client.ts).
 */
export async function signIn(token: string): Promise<{ mustChangePassword: boolean }> {
  writeStudentToken(token)
  const info = await studentCall('GET /users/userinfo')
  writeStudentId(info.id)
  return { mustChangePassword: info.must_change_password }
}
