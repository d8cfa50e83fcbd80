import { describe, expect, it } from 'vitest'
import { validateForgotPassword } from './forgot-password-form'

describe('validateForgotPassword', () => {
  it('asks for a valid address', () => {
    expect(validateForgotPassword({ email: 'anna@schule' })).toEqual({
      field: 'email',
      message: 'messages.auth.emailInvalid',
    })
    expect(validateForgotPassword({ email: 'anna@schule.example' })).toBeNull()
  })
})
