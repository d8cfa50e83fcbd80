import type { ApiTokenResponse } from '@lernraster/shared'
import { studentRequest } from '../../../lib/student-client'

/** Logging in and out, registering, a forgotten password: calls that leave no query to cache. */
export const authCalls = {
  login: (body: { email: string; password: string }) =>
    studentRequest<ApiTokenResponse>('POST', 'auth/login', { body }),
  register: (body: {
    firstname: string
    lastname: string
    email: string
    password: string
    password_confirmation: string
  }) => studentRequest<ApiTokenResponse>('POST', 'auth/register', { body }),
  logout: () => studentRequest<unknown>('POST', 'auth/logout'),
  forgotPassword: (email: string) =>
    studentRequest<unknown>('POST', 'auth/forgotPassword', { body: { email } }),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    studentRequest<unknown>('POST', 'auth/resetPassword', { body }),
}
