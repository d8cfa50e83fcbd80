import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll } from 'vitest'
import { signInAtProvider } from '../support/oidc-browserless'
import { startTestProvider, testClient } from '../support/oidc-test-provider'
import { buildTestApp, type TestApp } from '../support/test-app'

export const appUrl = 'http://lernraster.test'
export const redirectUris = {
  teacher: `${appUrl}/auth/login`,
  student: `${appUrl}/student/login`,
} as const
export const apiBase = { teacher: '/api/teacher/v1', student: '/api/student/v1' } as const
export type App = keyof typeof apiBase

/** The school's domain whose teachers are activated at once. */
export const schoolDomain = 'gymnasium.example'

/** One provider for the test file, started before its first test and stopped after its last. */
export async function useTestProvider() {
  const provider = await startTestProvider(Object.values(redirectUris))
  afterAll(() => provider.close())
  return provider
}

export function oidcEnv(issuer: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    APP_URL: appUrl,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: testClient.id,
    OIDC_CLIENT_SECRET: testClient.secret,
    OIDC_ROLE_CLAIM: 'role',
    OIDC_TEACHER_VALUES: 'teacher,staff',
    OIDC_STUDENT_VALUES: 'student',
    OIDC_CLASS_CLAIM: 'class',
    OIDC_ACTIVATED_DOMAINS: schoolDomain,
    ...extra,
  }
}

export async function buildOidcApp(issuer: string, extra: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp(oidcEnv(issuer, extra))
  afterAll(() => t.close())
  return t
}

/** A started sign-in: the provider's address and the browser's flow cookie. */
export interface Started {
  url: string
  cookie: string
}

export async function startSignIn(app: FastifyInstance, which: App): Promise<Started> {
  const response = await app.inject({ method: 'POST', url: `${apiBase[which]}/auth/oidc/start` })
  if (response.statusCode !== 200) throw new Error(`start answered ${response.statusCode}: ${response.body}`)
  const cookie = response.cookies.find((item) => item.name === 'lernraster_oidc')
  if (!cookie) throw new Error('no flow cookie')
  return { url: response.json<{ url: string }>().url, cookie: `lernraster_oidc=${cookie.value}` }
}

export function finishSignIn(
  app: FastifyInstance,
  which: App,
  started: Pick<Started, 'cookie'> | undefined,
  callback: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${apiBase[which]}/auth/oidc/finish`,
    payload: { callback },
    headers: started ? { cookie: started.cookie } : {},
  })
}

/** The provider's answer for `login` to a started sign-in (or to `url`, when a test changed it). */
export const atProvider = (which: App, url: string, login: string | 'abort') =>
  signInAtProvider(url, redirectUris[which], login)

/** Start, sign in at the provider as `login`, finish: the finish's answer. */
export async function signIn(app: FastifyInstance, which: App, login: string) {
  const started = await startSignIn(app, which)
  return finishSignIn(app, which, started, await atProvider(which, started.url, login))
}

export function userInfo(app: FastifyInstance, which: App, token: string) {
  return app.inject({
    url: `${apiBase[which]}/users/userinfo`,
    headers: { authorization: `Bearer ${token}` },
  })
}
