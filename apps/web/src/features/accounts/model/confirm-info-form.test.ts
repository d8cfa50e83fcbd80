import { describe, expect, it } from 'vitest'
import { type ConfirmInfoValues, validateConfirmInfo } from './confirm-info-form'

const valid: ConfirmInfoValues = { firstname: 'Jo', lastname: 'Li', email: 'jo.li@schule.example' }

describe('validateConfirmInfo', () => {
  it('accepts two-character names and a valid address', () => {
    expect(validateConfirmInfo(valid)).toBeNull()
  })

  it('asks for missing names, then too short ones, in field order', () => {
    expect(validateConfirmInfo({ ...valid, firstname: ' ', lastname: '' })).toEqual({
      field: 'firstname',
      message: 'messages.auth.firstnameRequired',
    })
    expect(validateConfirmInfo({ ...valid, lastname: '' })?.message).toBe('messages.auth.lastnameRequired')
    expect(validateConfirmInfo({ ...valid, firstname: ' J ' })).toEqual({
      field: 'firstname',
      message: 'messages.auth.nameTooShort',
    })
    expect(validateConfirmInfo({ ...valid, lastname: 'L' })?.field).toBe('lastname')
  })

  it('checks the address format last', () => {
    expect(validateConfirmInfo({ ...valid, email: 'jo.li@' })).toEqual({
      field: 'email',
      message: 'messages.auth.emailInvalid',
    })
  })

  it('refuses a name the server could not store', () => {
    expect(validateConfirmInfo({ ...valid, lastname: 'Li\u0007' })).toEqual({
      field: 'lastname',
      message: 'messages.text.invalidCharacters',
    })
  })
})
