import { type ErrorCode, errorMessages, errorStatus } from '@lernraster/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, type FieldErrors } from '../lib/app-error'
import { isWriteIntoArchivedClass } from '../lib/database-errors'

/** What a field the contract does not know is told (JSON bodies and multipart forms alike). */
export const unknownFieldMessage = 'Unbekanntes Feld'

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message = errorMessages[code],
  errors?: FieldErrors,
) {
  return reply.status(errorStatus[code]).send(errors ? { code, message, errors } : { code, message })
}

/**
 * Turns zod issues into `{ field: [message] }`; unknown fields are named as such. Field names come from
 * the request, so they are collected in a Map: a key such as `constructor` or `__proto__` must stay a
 * plain name, not reach an Object.prototype member.
 */
function fieldErrors(
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[],
): FieldErrors {
  const errors = new Map<string, string[]>()
  const add = (field: string, message: string) => {
    errors.set(field, [...(errors.get(field) ?? []), message])
  }
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(String(key), unknownFieldMessage)
    } else {
      add(field, issue.message ?? errorMessages.validation)
    }
  }
  // fromEntries defines own properties, so even "__proto__" becomes an ordinary key of the answer.
  return Object.fromEntries(errors)
}

/** Fastify's own 4xx errors (body parsing, content type, size) by status. */
function codeForClientError(error: FastifyError): ErrorCode {
  switch (error.statusCode) {
    case 413:
      return 'payloadTooLarge'
    case 415:
      return 'unsupportedMediaType'
    case 404:
      return 'notFound'
    case 429:
      return 'tooManyRequests'
    default:
      return /json|prototype|constructor/i.test(`${error.code} ${error.message}`)
        ? 'invalidJson'
        : 'badRequest'
  }
}

/** How an API words its texts: the teacher API as they are, the student API in "du" (issue 32). */
export type Wording = (text: string) => string

const asWritten: Wording = (text) => text

function inWording(errors: FieldErrors | undefined, wording: Wording): FieldErrors | undefined {
  if (!errors) return undefined
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(wording)]))
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, wording: Wording) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers)
    return sendError(reply, error.code, wording(error.message), inWording(error.errors, wording))
  }
  // The database refuses a write into an archived class, whichever route tried (decision 051).
  if (isWriteIntoArchivedClass(error)) {
    return sendError(reply, 'classArchived', wording(errorMessages.classArchived))
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = inWording(fieldErrors(error.validation), wording)
    return sendError(reply, 'validation', wording(errorMessages.validation), errors)
  }
  if (
    !isResponseSerializationError(error) &&
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const code = codeForClientError(error)
    request.log.info({ code: error.code }, 'client error')
    return reply.status(error.statusCode).send({ code, message: wording(errorMessages[code]) })
  }
  request.log.error({ err: error }, 'request failed')
  return sendError(reply, 'internal', wording(errorMessages.internal))
}

/**
 * One error shape for the whole server: `{ code, message, errors? }`; a 5xx never shows its cause.
 * The student API registers it again in its own scope with the students' wording.
 */
export function registerErrorHandler(app: FastifyInstance, wording: Wording = asWritten): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return answerError(error, request, reply, wording)
    } catch (handlerError) {
      // Should the answer itself fail, Fastify's fallback would show the failure's text to the caller.
      request.log.error({ err: handlerError, cause: error }, 'error handler failed')
      return reply.status(500).send({ code: 'internal', message: wording(errorMessages.internal) })
    }
  })
}

/**
 * Errors Fastify raises before any route or hook runs (a path whose percent-escapes do not decode),
 * answered in the same shape instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'client error before routing')
  return sendError(reply, 'badRequest')
}
