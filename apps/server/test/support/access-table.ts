import type { ErrorCode } from '@lernraster/shared'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'

/** The callers every route is tried with (conventions.md "Tests"); see createCallers in builders.ts. */
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
