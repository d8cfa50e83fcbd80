import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { requestErrorKey, serverFieldErrors } from './form-issue'

const wrongPassword = new ApiRequestError(401, { code: 'invalidCredentials', message: 'x' })
const throttled = new ApiRequestError(429, { code: 'tooManyRequests', message: 'x' })
const taken = new ApiRequestError(422, {
  code: 'validation',
  message: 'x',
  errors: { email: ['Diese E-Mail-Adresse wird bereits verwendet', 'second'], token: ['Invalid Token'] },
})

describe('requestErrorKey', () => {
  it('names the server message of an expected code', () => {
    const expected = ['invalidCredentials', 'tooManyRequests'] as const
    expect(requestErrorKey(wrongPassword, expected, 'common.error')).toBe(
      'messages.errors.invalidCredentials',
    )
    expect(requestErrorKey(throttled, expected, 'common.error')).toBe('messages.errors.tooManyRequests')
  })

  it('falls back for unexpected codes, and says that nothing was sent when no answer came', () => {
    expect(requestErrorKey(wrongPassword, ['tooManyRequests'], 'common.error')).toBe('common.error')
    expect(requestErrorKey(new NetworkError(new Error('offline')), ['tooManyRequests'], 'fallback')).toBe(
      'common.offline',
    )
    expect(requestErrorKey(new Error('bug'), ['tooManyRequests'], 'common.error')).toBe('common.error')
  })
})

describe('serverFieldErrors', () => {
  it('takes the first message of each field the form has', () => {
    expect(serverFieldErrors(taken, ['firstname', 'email'])).toEqual({
      email: 'Diese E-Mail-Adresse wird bereits verwendet',
    })
  })

  it('finds nothing in errors without an answer', () => {
    expect(serverFieldErrors(new NetworkError(new Error('offline')), ['email'])).toEqual({})
    expect(serverFieldErrors(throttled, ['email'])).toEqual({})
  })
})
