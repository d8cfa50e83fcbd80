import { describe, expect, it } from 'vitest'
import { checkNameChange } from './name-change'

const current = { firstname: 'Anna', lastname: 'Muster' }

describe('checkNameChange', () => {
  it('asks for the first name before the last name', () => {
    expect(checkNameChange({ firstname: ' ', lastname: '' }, current)).toEqual({
      ok: false,
      problem: { message: 'messages.account.firstnameRequired', fields: ['firstname'] },
    })
    expect(checkNameChange({ firstname: 'Anna', lastname: '' }, current)).toEqual({
      ok: false,
      problem: { message: 'messages.account.lastnameRequired', fields: ['lastname'] },
    })
  })

  it('wants two characters in each part and names every short one', () => {
    expect(checkNameChange({ firstname: 'A', lastname: 'B ' }, current)).toEqual({
      ok: false,
      problem: { message: 'messages.account.nameTooShort', fields: ['firstname', 'lastname'] },
    })
    expect(checkNameChange({ firstname: 'Al', lastname: 'Li' }, current)).toEqual({
      ok: true,
      value: { firstname: 'Al', lastname: 'Li' },
    })
  })

  it('trims the parts and sees an unchanged name as no change', () => {
    expect(checkNameChange({ firstname: ' Anna ', lastname: 'Muster' }, current)).toEqual({
      ok: false,
      problem: { message: 'messages.account.noChanges', fields: [] },
    })
    expect(checkNameChange({ firstname: ' Anna ', lastname: 'Meier ' }, current)).toEqual({
      ok: true,
      value: { firstname: 'Anna', lastname: 'Meier' },
    })
  })
})

describe('checkNameChange and the shared text rule', () => {
  it('marks the part that cannot be stored', () => {
    expect(checkNameChange({ firstname: 'An\u0000na', lastname: 'Meier' }, current)).toEqual({
      ok: false,
      problem: { message: 'messages.text.invalidCharacters', fields: ['firstname'] },
    })
  })
})
