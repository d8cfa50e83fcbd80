import { describe, expect, test } from 'vitest'
import { allocateUsernames, newStartPassword } from '../../src/modules/student-accounts/start-password'

describe('start passwords and user names', () => {
  test('start passwords have no 0/O, 1/l/I and keep the password rule', () => {
    for (let index = 0; index < 200; index++) {
      const password = newStartPassword()
      expect(password).toMatch(/^([bdfghkmnprstvwz][aeiu]){2}-([bdfghkmnprstvwz][aeiu]){2}-[2-9]{2}$/)
      expect(password).not.toMatch(/[0O1lI]/)
    }
  })

  test('twins are numbered from 2, skipping names taken', () => {
    const taken = new Set(['mia.muster', 'mia.muster3'])
    expect(allocateUsernames(['mia.muster', 'mia.muster', 'mia.muster', 'noah.keller'], taken)).toEqual([
      'mia.muster2',
      'mia.muster4',
      'mia.muster5',
      'noah.keller',
    ])
  })
})
