import { describe, expect, test } from 'vitest'
import { isDemoEmail } from './demo'

describe('isDemoEmail (accounts.md "Demo accounts")', () => {
  test.each([
    ['demo@lernraster.example', true],
    ['Demo-Klasse3@Lernraster.Example', true],
    ['lehrer.demo@lernraster.example', true],
    ['demo@schule.example', false],
    ['anna@lernraster.example', false],
    ['demo@lernraster.example.evil.ch', false],
  ])('%s -> %s', (email, expected) => {
    expect(isDemoEmail(email, 'lernraster.example')).toBe(expected)
  })
})
