import { describe, expect, it } from 'vitest'
import { checkPasswordChange } from './password-change'

describe('checkPasswordChange', () => {
  it('asks for all three fields first, naming the empty ones', () => {
    expect(checkPasswordChange({ current: '', next: 'abc', confirmation: '' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.allFieldsRequired', fields: ['current', 'confirmation'] },
    })
  })

  it('wants at least 6 characters, then the same password twice', () => {
    expect(checkPasswordChange({ current: 'alt-passwort', next: '12345', confirmation: '12345' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.passwordTooShortForm', fields: ['next'] },
    })
    expect(checkPasswordChange({ current: 'alt-passwort', next: '123456', confirmation: '123457' })).toEqual({
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
      problem: { message: 'common.noChanges', fields: [] },
    })
  })
})
