import { describe, expect, it } from 'vitest'
import { type RegisterValues, validateRegister } from './register-form'

const valid: RegisterValues = {
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@schule.example',
  password: 'Raster-2026!',
  password_confirmation: 'Raster-2026!',
}

describe('validateRegister', () => {
  it('checks in the order of accounts.md "Registering" and reports only the first problem', () => {
    const empty = { firstname: '', lastname: '', email: '', password: '', password_confirmation: '' }
    expect(validateRegister(empty)?.field).toBe('firstname')
    expect(validateRegister({ ...empty, firstname: 'Anna' })).toEqual({
      field: 'lastname',
      message: 'messages.auth.lastnameRequired',
    })
    expect(validateRegister({ ...valid, email: 'anna@schule' })).toEqual({
      field: 'email',
      message: 'messages.auth.emailInvalid',
    })
    expect(validateRegister({ ...valid, password: '' })).toEqual({
      field: 'password',
      message: 'messages.auth.passwordRequired',
    })
    expect(validateRegister({ ...valid, password_confirmation: '' })).toEqual({
      field: 'password_confirmation',
      message: 'messages.auth.passwordConfirmationRequired',
    })
  })

  it('treats a name of spaces as missing', () => {
    expect(validateRegister({ ...valid, firstname: '  ' })?.message).toBe('messages.auth.firstnameRequired')
  })

  it('leaves length and matching of the passwords to the server', () => {
    expect(validateRegister({ ...valid, password: 'kurz', password_confirmation: 'anders' })).toBeNull()
  })

  it('refuses a name the server could not store', () => {
    expect(validateRegister({ ...valid, firstname: 'Vre\u0000ni' })).toEqual({
      field: 'firstname',
      message: 'messages.text.invalidCharacters',
    })
  })
})
