import {
  authMessages,
  errorMessages,
  helpRequestMessages,
  studentAuthMessages,
  studentErrorMessages,
  studentMessages,
} from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../lib/api-error'
import { studentTexts } from '../locales'
import { errorText } from './error-text'

const texts = studentTexts.de

describe('errorText', () => {
  it('says that nothing was saved when the server did not answer', () => {
    expect(errorText(new NetworkError(new TypeError('fetch failed')), texts)).toBe(texts.errors.network)
  })

  it('uses the app’s own words for wrong credentials', () => {
    const login = new ApiRequestError(422, { code: 'invalidCredentials', message: 'x', errors: {} })
    expect(errorText(login, texts)).toBe(texts.errors.invalidCredentials)
  })

  it('shows the du the student API sends for throttling, and its English twin (issue 32)', () => {
    const throttled = new ApiRequestError(429, {
      code: 'tooManyRequests',
      message: studentErrorMessages.tooManyRequests,
      errors: {},
    })
    expect(errorText(throttled, studentTexts.de)).toBe('Zu viele Versuche. Bitte warte einen Moment.')
    expect(errorText(throttled, studentTexts.en)).toBe('Too many attempts. Please wait a moment.')
  })

  it('gives the du twins of registration’s field texts in English too', () => {
    const empty = new ApiRequestError(422, {
      code: 'validation',
      message: studentErrorMessages.validation,
      errors: { firstname: [studentAuthMessages.firstnameRequired] },
    })
    expect(errorText(empty, studentTexts.de)).toBe('Bitte gib deinen Vornamen ein')
    expect(errorText(empty, studentTexts.en)).toBe('Please enter your first name')
  })

  it('shows the server’s message for a field first, then its general message', () => {
    const wrongCode = new ApiRequestError(422, {
      code: 'validation',
      message: 'Die Eingaben sind ungültig.',
      errors: { token: ['Diesen Klassencode gibt es nicht.'] },
    })
    expect(errorText(wrongCode, texts)).toBe('Diesen Klassencode gibt es nicht.')
    const gone = new ApiRequestError(404, { code: 'notFound', message: 'Nicht gefunden.', errors: {} })
    expect(errorText(gone, texts)).toBe('Nicht gefunden.')
  })

  it('gives the server’s student texts in English when the student reads English', () => {
    const wrongCode = new ApiRequestError(422, {
      code: 'validation',
      message: 'Die Eingaben sind ungültig.',
      errors: { token: [studentMessages.classCodeUnknown] },
    })
    expect(errorText(wrongCode, studentTexts.en)).toBe(
      'There is no class with this code. Please check it with your teacher.',
    )
    expect(errorText(wrongCode, studentTexts.de)).toBe(studentMessages.classCodeUnknown)
  })

  it('gives the reason a write was refused in English too (issue 32 item 4)', () => {
    const finished = new ApiRequestError(403, {
      code: 'forbidden',
      message: studentMessages.moduleFinished,
      errors: {},
    })
    expect(errorText(finished, studentTexts.en)).toBe(studentTexts.en.server.moduleFinished)
    expect(errorText(finished, studentTexts.de)).toBe(studentMessages.moduleFinished)
    const tooLong = new ApiRequestError(422, {
      code: 'validation',
      message: 'Die Eingaben sind ungültig.',
      errors: { text: [helpRequestMessages.textTooLong] },
    })
    expect(errorText(tooLong, studentTexts.en)).toBe(studentTexts.en.server.textTooLong)
  })

  it('gives both refusals of a write into an archived class in English too (decision 051)', () => {
    // The services refuse a rating, help request or feedback with 403; the database any other write
    // with 409 classArchived. Both say it in the one text of the shared packs.
    const refused = new ApiRequestError(403, {
      code: 'forbidden',
      message: studentErrorMessages.classArchived,
      errors: {},
    })
    expect(errorText(refused, studentTexts.de)).toBe(studentErrorMessages.classArchived)
    expect(errorText(refused, studentTexts.en)).toBe(
      'Your teacher has archived this class. What you rate or send in it no longer counts.',
    )
    const stopped = new ApiRequestError(409, {
      code: 'classArchived',
      message: studentErrorMessages.classArchived,
      errors: {},
    })
    expect(errorText(stopped, studentTexts.de)).toBe(studentErrorMessages.classArchived)
    expect(errorText(stopped, studentTexts.en)).toBe(
      'Your teacher has archived this class. What you rate or send in it no longer counts.',
    )
  })

  it('gives the shared login texts in English too: a teacher’s account, a short password', () => {
    const teacher = new ApiRequestError(403, {
      code: 'teacherNotAllowed',
      message: errorMessages.teacherNotAllowed,
      errors: {},
    })
    expect(errorText(teacher, studentTexts.en)).toMatch(/^This account belongs to a teacher/)
    const short = new ApiRequestError(422, {
      code: 'validation',
      message: studentErrorMessages.validation,
      errors: { password: [authMessages.passwordTooShort] },
    })
    expect(errorText(short, studentTexts.en)).toBe('The password must be at least 8 characters long!')
    expect(errorText(short, studentTexts.de)).toBe(authMessages.passwordTooShort)
  })

  it('falls back to the general text for anything else', () => {
    expect(errorText(new Error('boom'), texts)).toBe(texts.errors.general)
  })
})
