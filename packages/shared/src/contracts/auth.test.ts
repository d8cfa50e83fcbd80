import { describe, expect, test } from 'vitest'
import { authMessages } from '../messages/auth'
import { updateNameBody } from './account'
import { registerBody, resetPasswordBody } from './auth'

const firstMessages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('registerBody', () => {
  const valid = {
    firstname: ' Anna ',
    lastname: 'Muster',
    email: ' Anna.Muster@Schule.Example ',
    password: 'geheim1234',
    password_confirmation: 'geheim1234',
  }

  test('trims names and lower-cases the e-mail', () => {
    expect(registerBody.parse(valid)).toMatchObject({
      firstname: 'Anna',
      email: 'anna.muster@schule.example',
    })
  })

  test('an empty password is "required" only, not also "too short"', () => {
    const result = registerBody.safeParse({ ...valid, password: '', password_confirmation: '' })
    expect(firstMessages(result)).toEqual({
      password: authMessages.passwordRequired,
      password_confirmation: authMessages.passwordConfirmationRequired,
    })
  })

  test('rejects unknown fields, a short password and differing confirmation', () => {
    expect(registerBody.safeParse({ ...valid, role_id: 1 }).success).toBe(false)
    expect(
      firstMessages(registerBody.safeParse({ ...valid, password: 'kurz7', password_confirmation: 'kurz7' })),
    ).toEqual({
      password: authMessages.passwordTooShort,
    })
    expect(firstMessages(registerBody.safeParse({ ...valid, password_confirmation: 'anders1234' }))).toEqual({
      password_confirmation: authMessages.passwordsDiffer,
    })
  })
})

describe('resetPasswordBody and updateNameBody', () => {
  test('the reset rules of accounts.md "Passwords", in their texts', () => {
    const result = resetPasswordBody.safeParse({ token: 'x', password: '1234567', password_confirmation: '' })
    expect(firstMessages(result)).toEqual({
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein!',
      password_confirmation: 'Bitte bestätigen Sie Ihr Passwort!',
    })
  })

  test('names need two characters after trimming, and the message says two', () => {
    const result = updateNameBody.safeParse({ firstname: ' A ', lastname: '' })
    expect(firstMessages(result)).toEqual({
      firstname: 'Der Name muss mindestens zwei Zeichen lang sein',
      lastname: 'Bitte einen Nachnamen eingeben',
    })
  })
})
