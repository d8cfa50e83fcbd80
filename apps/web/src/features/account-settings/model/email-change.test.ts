import { describe, expect, it } from 'vitest'
import { checkEmailChange, isEmail } from './email-change'

const currentEmail = 'anna@schule.example'

describe('checkEmailChange', () => {
  it('asks for both fields first, naming the empty ones', () => {
    expect(checkEmailChange({ currentEmail, newEmail: '', confirmation: '' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.allFieldsRequired', fields: ['newEmail', 'confirmation'] },
    })
    expect(checkEmailChange({ currentEmail, newEmail: 'not-an-address', confirmation: '  ' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.allFieldsRequired', fields: ['confirmation'] },
    })
  })

  it('checks the format before comparing the two', () => {
    expect(checkEmailChange({ currentEmail, newEmail: 'anna@schule', confirmation: 'other@x.ch' })).toEqual({
      ok: false,
      problem: { message: 'messages.account.emailInvalid', fields: ['newEmail'] },
    })
    expect(
      checkEmailChange({ currentEmail, newEmail: 'neu@schule.example', confirmation: 'neu@schule.exampel' }),
    ).toEqual({ ok: false, problem: { message: 'messages.account.emailsDiffer', fields: ['confirmation'] } })
  })

  it('compares addresses as the server stores them: trimmed, in lower case', () => {
    expect(
      checkEmailChange({
        currentEmail,
        newEmail: ' Neu@Schule.example ',
        confirmation: 'neu@schule.EXAMPLE',
      }),
    ).toEqual({ ok: true, value: 'neu@schule.example' })
    expect(
      checkEmailChange({ currentEmail, newEmail: 'ANNA@schule.example', confirmation: currentEmail }),
    ).toEqual({ ok: false, problem: { message: 'messages.account.noChanges', fields: [] } })
  })
})

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(isEmail('vorname.nachname+klasse@schule-bern.ch')).toBe(true)
    for (const broken of [
      '',
      'anna',
      'anna@',
      '@schule.ch',
      'anna@schule',
      'an..na@schule.ch',
      'anna @schule.ch',
    ]) {
      expect(isEmail(broken), broken).toBe(false)
    }
  })
})
