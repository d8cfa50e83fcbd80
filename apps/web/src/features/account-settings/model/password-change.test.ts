import { limits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkPasswordChange } from './password-change'

describe('checkPasswordChange', () => {
  it('asks for all three fields first, naming the empty ones', () => {
    expect(checkPasswordChange({ current: '', next: 'abc', confirmation: '' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.allFieldsRequired', fields: ['current', 'confirmation'] },
    })
  })

  it('wants at least 8 characters, the rule and message of every new password (decision 005)', () => {
    expect(
      checkPasswordChange({ current: 'alt-passwort', next: '1234567', confirmation: '1234567' }),
    ).toEqual({
      ok: false,
      problem: { message: 'messages.auth.passwordTooShort', fields: ['next'] },
    })
    const tooLong = 'x'.repeat(limits.passwordMax + 1)
    expect(checkPasswordChange({ current: 'alt-passwort', next: tooLong, confirmation: tooLong })).toEqual({
      ok: false,
      problem: { message: 'messages.auth.passwordTooLong', fields: ['next'] },
    })
  })

  it('then wants the same password twice', () => {
    expect(
      checkPasswordChange({ current: 'alt-passwort', next: '12345678', confirmation: '12345679' }),
    ).toEqual({
      ok: false,
      problem: { message: 'messages.account.passwordsDiffer', fields: ['confirmation'] },
    })
  })

  it('sends the new password itself, not its confirmation field (decision 005)', () => {
    expect(
      checkPasswordChange({
        current: 'alt-passwort',
        next: 'neues Passwort',
        confirmation: 'neues Passwort',
      }),
    ).toEqual({ ok: true, value: { current_password: 'alt-passwort', new_password: 'neues Passwort' } })
  })

  it('does not send a new password that equals the current one', () => {
    expect(
      checkPasswordChange({ current: 'gleich-123', next: 'gleich-123', confirmation: 'gleich-123' }),
    ).toEqual({
      ok: false,
      problem: { message: 'messages.account.noChanges', fields: [] },
    })
  })
})
