import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email'

describe('isValidEmail', () => {
  it('accepts ordinary school addresses, with spaces around them', () => {
    expect(isValidEmail('anna.muster@schule.example')).toBe(true)
    expect(isValidEmail("o'neill+lernraster@bz-thun.ch")).toBe(true)
    expect(isValidEmail('  anna@schule.example ')).toBe(true)
  })

  it('refuses what the server would refuse', () => {
    for (const address of [
      '',
      'anna',
      'anna@',
      '@schule.ch',
      'anna@schule',
      'an na@schule.ch',
      'anna..m@schule.ch',
      '.anna@schule.ch',
      'anna@schule.c',
    ]) {
      expect(isValidEmail(address), address).toBe(false)
    }
  })
})
