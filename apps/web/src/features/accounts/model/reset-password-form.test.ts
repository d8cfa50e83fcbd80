import { limits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { validateResetPassword } from './reset-password-form'

const check = (password: string, password_confirmation: string) =>
  validateResetPassword({ password, password_confirmation })

describe('validateResetPassword', () => {
  it('checks in the order of accounts.md "Passwords"', () => {
    expect(check('', '')).toEqual({ field: 'password', message: 'messages.auth.passwordRequired' })
    expect(check('1234567', '')).toEqual({ field: 'password', message: 'messages.auth.passwordTooShort' })
    expect(check('12345678', '')).toEqual({
      field: 'password_confirmation',
      message: 'messages.auth.passwordConfirmationRequired',
    })
    expect(check('12345678', '12345679')).toEqual({
      field: 'password_confirmation',
      message: 'messages.auth.passwordsDiffer',
    })
  })

  it('accepts eight matching characters, and refuses more than the server allows', () => {
    expect(check('12345678', '12345678')).toBeNull()
    const long = 'x'.repeat(limits.passwordMax + 1)
    expect(check(long, long)?.message).toBe('messages.auth.passwordTooLong')
  })
})
