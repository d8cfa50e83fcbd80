import { describe, expect, it } from 'vitest'
import { validateLogin } from './login-form'

describe('validateLogin', () => {
  it('asks for the address first, then the password, with one message (accounts.md "Logging in")', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      field: 'email',
      message: 'messages.auth.loginMissing',
    })
    expect(validateLogin({ email: 'anna@schule.example', password: '' })).toEqual({
      field: 'password',
      message: 'messages.auth.loginMissing',
    })
  })

  it('leaves the format and a spaces-only password to the server', () => {
    expect(validateLogin({ email: 'anna', password: '   ' })).toBeNull()
  })
})
