import { type ErrorCode, errorMessages, errorStatus } from '@lernraster/shared'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type LightMyRequestResponse } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { expect } from 'vitest'

/** The callers every route is tried with (docs/conventions.md "Tests"); see createCallers in builders.ts. */
export type Caller = 'anonymous' | 'student' | 'unconfirmed' | 'notActivated' | 'teacher' | 'admin'
export const callerNames: Caller[] = [
  'anonymous',
  'student',
  'unconfirmed',
  'notActivated',
  'teacher',
  'admin',
]

/** A number: the call goes through. An error code: refused with that code, and nothing changes. */
export type Outcome = number | ErrorCode

/** Who is refused before any object is looked at (docs/product/accounts.md "Roles and access"). */
export const refusedBeforeOwnership = {
  anonymous: 'unauthenticated',
  student: 'studentNotAllowed',
  unconfirmed: 'emailNotConfirmed',
  notActivated: 'accountNotActivated',
} as const satisfies Partial<Record<Caller, ErrorCode>>
/** The caller's own list or a new object of their own: every teacher gets through. */
export const everyTeacher: Record<Caller, Outcome> = { ...refusedBeforeOwnership, teacher: 200, admin: 200 }
/** An object of the teacher: another teacher (the admin) is told it does not exist. */
export const teachersObject: Record<Caller, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 200,
  admin: 'notFound',
}

/** A refused call answers the error's status, code and readable message, and nothing else. */
export function expectRefused(response: LightMyRequestResponse, expected: ErrorCode, caller: string) {
  expect({ status: response.statusCode, body: response.json() }, caller).toEqual({
    status: errorStatus[expected],
    body: { code: expected, message: errorMessages[expected] },
  })
}

/**
 * "METHOD /url" of every route the plugins register, read from a bare Fastify instance, so an access
 * table can prove it leaves no route out.
 */
export async function registeredRoutes(
  app: FastifyInstance,
  plugins: FastifyPluginAsync[],
): Promise<string[]> {
  const registered: string[] = []
  const probe = Fastify()
  probe.setValidatorCompiler(validatorCompiler)
  probe.setSerializerCompiler(serializerCompiler)
  probe.decorate('ctx', app.ctx)
  probe.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    for (const method of methods) registered.push(`${method} ${route.url}`)
  })
  for (const plugin of plugins) await probe.register(plugin)
  await probe.close()
  return registered
}
