import { type ErrorCode, errorMessages, errorStatus } from '@lernraster/shared'

export type FieldErrors = Record<string, string[]>

/** Thrown by services; the error handler turns it into `{ code, message, errors? }`. */
export class AppError extends Error {
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly errors?: FieldErrors,
    /** Headers the answer carries with the error (a 416's `Content-Range`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.status = errorStatus[code]
  }

  static field(field: string, message: string): AppError {
    return new AppError('validation', errorMessages.validation, { [field]: [message] })
  }
}
