import { describe, expect, test } from 'vitest'
import { newPasswordField } from './contracts/auth'
import { limits } from './limits'
import { authMessages } from './messages/auth'
import { newPasswordIssue } from './password-rule'

describe('newPasswordIssue', () => {
  test('wants 8 to 128 characters, and says first that an empty one is missing', () => {
    expect(newPasswordIssue('')).toBe('passwordRequired')
    expect(newPasswordIssue('1234567')).toBe('passwordTooShort')
    expect(newPasswordIssue('12345678')).toBeNull()
    expect(newPasswordIssue('x'.repeat(limits.passwordMax))).toBeNull()
    expect(newPasswordIssue('x'.repeat(limits.passwordMax + 1))).toBe('passwordTooLong')
  })

  test('says what the server says: the same rule and the same first message as newPasswordField', () => {
    for (const length of [0, 1, 6, 7, 8, 9, 128, 129, 500]) {
      const password = 'p'.repeat(length)
      const result = newPasswordField.safeParse(password)
      const issue = newPasswordIssue(password)
      expect(result.success, `length ${length}`).toBe(issue === null)
      if (issue) expect(result.error?.issues[0]?.message).toBe(authMessages[issue])
    }
  })
})
