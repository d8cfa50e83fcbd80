import { accountMessages, authMessages, errorMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { en } from '../locales/en'
import { messageKeyFor } from './server-message'

describe('messageKeyFor', () => {
  it('finds the key of a German text the server answers with, so English users read it translated', () => {
    expect(messageKeyFor(authMessages.passwordTooShort)).toBe('messages.auth.passwordTooShort')
    expect(messageKeyFor(accountMessages.emailsDiffer)).toBe('messages.account.emailsDiffer')
    expect(en.messages.auth.passwordTooShort).toBe('The password must be at least 8 characters long!')
  })

  it('knows the server texts quoted in the specs', () => {
    expect(messageKeyFor(errorMessages.currentPasswordIncorrect)).toBe(
      'messages.errors.currentPasswordIncorrect',
    )
  })

  it('knows nothing of a text it was never given: that one is shown as it came', () => {
    expect(messageKeyFor('Etwas ganz anderes')).toBeUndefined()
  })
})
