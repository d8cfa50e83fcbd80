import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import {
  idempotencyKeepHours,
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
  idempotencyMessages,
} from '@lernraster/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context'
import { AppError } from './app-error'
import { answerFromDatabase } from './database-json'
import { claimKey, findKey, type KeyScope, releaseKey, storeAnswer } from './idempotency-keys.repo'

const keyPattern = new RegExp(`^[\\x20-\\x7E]{1,${idempotencyKeyMaxLength}}$`)
/** How often a repeat looks whether the first request with its key has answered, and for how long. */
const pollMilliseconds = 50
const waitMilliseconds = 30_000

/** The request's `Idempotency-Key`, if it came with one; a malformed one is a field error (422). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader.toLowerCase()]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !keyPattern.test(value)) {
    throw AppError.field(idempotencyKeyHeader, idempotencyMessages.malformed)
  }
  return value
}

/**
 * Runs a call's effect once per key (decision 047). Without a key, or for a request that takes no
 * effect (a preview), it simply runs. With one, the first request of this user on this call claims
 * the key (a row, the primary key decides between requests at the same moment) and keeps its answer;
 * a repeat within 24 hours gets that answer again, status and body, and waits while the first still
 * runs. The same key with another request (`fingerprint`: the parsed body or form) is refused.
 * A failed call gives its key back: its transaction rolled its effect back, so a repeat may run.
 */
export async function onceByKey<Answer>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: number; fingerprint: unknown; takesEffect?: boolean },
  run: () => Promise<Answer>,
): Promise<Answer> {
  const key = idempotencyKeyOf(request)
  if (key === undefined || options.takesEffect === false) return run()
  const call = `${request.method} ${request.routeOptions.url}`
  const scope: KeyScope = { userId: options.userId, call, keyHash: keyHashOf(key) }
  const requestHash = requestHashOf(options.fingerprint)
  const secret = answerSecret(scope, key)
  const started = Date.now()
  for (;;) {
    const now = ctx.clock.now()
    const expiredBefore = new Date(now.getTime() - idempotencyKeepHours * 60 * 60_000)
    if (await claimKey(ctx.db, scope, requestHash, now, expiredBefore)) {
      return runAndKeep(ctx, request, reply, scope, secret, run)
    }
    const row = await findKey(ctx.db, scope)
    // Gone between the two statements: the first request failed and gave it back; claim it again.
    if (!row) continue
    if (row.requestHash !== requestHash) {
      throw AppError.field(idempotencyKeyHeader, idempotencyMessages.reusedForOtherRequest)
    }
    if (row.status !== null && row.answer !== null) {
      reply.status(row.status).header('Idempotent-Replayed', 'true')
      return answerFromDatabase<Answer>(decrypt(row.answer, secret))
    }
    // A request that never stored its answer (its server died after the effect) stays here until
    // the key expires: answering 409 is safe, running again is not.
    if (Date.now() - started > waitMilliseconds)
      throw new AppError('conflict', idempotencyMessages.stillRunning)
    await delay(pollMilliseconds)
  }
}

async function runAndKeep<Answer>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: KeyScope,
  secret: Buffer,
  run: () => Promise<Answer>,
): Promise<Answer> {
  let answer: Answer
  try {
    answer = await run()
  } catch (error) {
    await releaseKey(ctx.db, scope).catch((releaseError: unknown) =>
      request.log.error({ err: releaseError }, 'idempotency key not released'),
    )
    throw error
  }
  const schema = request.routeOptions.config.call?.answer
  try {
    // Written as the answer's serializer writes it (zod's encode), so a repeat sends the same JSON.
    const text = JSON.stringify(schema ? z.encode(schema, answer) : answer)
    await storeAnswer(ctx.db, scope, reply.statusCode, encrypt(text, secret))
  } catch (error) {
    // The effect happened: this answer goes out; a repeat will get 409 instead of a second effect.
    request.log.error({ err: error }, 'idempotency answer not stored')
  }
  return answer
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** What the table keeps of a key and of a request (exported for the tests that stage a row). */
export const keyHashOf = (key: string) => sha256(key)
export const requestHashOf = (fingerprint: unknown) => sha256(canonicalJson(fingerprint))

/** JSON with the keys of every object sorted, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  })
}

/**
 * The answer's encryption key comes from the client's key, which the database never sees (it keeps
 * only a hash): a stored answer with start passwords in it cannot be read from the database alone.
 */
const answerSecret = (scope: KeyScope, key: string) =>
  createHash('sha256').update(`lernraster idempotent answer\0${scope.userId}\0${scope.call}\0${key}`).digest()

function encrypt(text: string, secret: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', secret, iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

function decrypt(stored: string, secret: Buffer): string {
  const bytes = Buffer.from(stored, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
