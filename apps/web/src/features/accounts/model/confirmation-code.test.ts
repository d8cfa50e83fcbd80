import { describe, expect, it } from 'vitest'
import { normalizeCode, validateConfirmationCode } from './confirmation-code'

describe('validateConfirmationCode', () => {
  it('asks for a code that is not only spaces', () => {
    expect(validateConfirmationCode({ code: '  ' })).toEqual({
      field: 'code',
      message: 'messages.auth.confirmationCodeRequired',
    })
    expect(validateConfirmationCode({ code: '123456' })).toBeNull()
  })
})

describe('normalizeCode', () => {
  it('drops the spaces a mail program or a copy puts into the code', () => {
    expect(normalizeCode(' 123 456\n')).toBe('123456')
    expect(normalizeCode('123456')).toBe('123456')
  })
})
