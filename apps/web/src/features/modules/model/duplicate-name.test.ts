import { moduleLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkDuplicateName, suggestedCopyName } from './duplicate-name'

describe('checkDuplicateName', () => {
  it('accepts a trimmed name of at least one character', () => {
    expect(checkDuplicateName('  Brüche 2 ')).toEqual({ ok: true, value: 'Brüche 2' })
    expect(checkDuplicateName('B')).toEqual({ ok: true, value: 'B' })
  })

  it('refuses an empty, a too long and an unstorable name', () => {
    expect(checkDuplicateName('   ')).toEqual({ ok: false, problem: 'required' })
    expect(checkDuplicateName('a'.repeat(moduleLimits.moduleNameMax + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    })
    expect(checkDuplicateName('Brüche\u0000')).toEqual({ ok: false, problem: 'invalidCharacters' })
  })
})

describe('suggestedCopyName', () => {
  it('keeps a suggestion that fits and cuts a long one to a name that passes', () => {
    expect(suggestedCopyName('Kopie von Brüche')).toBe('Kopie von Brüche')
    const long = suggestedCopyName(`Kopie von ${'a'.repeat(moduleLimits.moduleNameMax)}`)
    expect(long).toHaveLength(moduleLimits.moduleNameMax)
    expect(checkDuplicateName(long).ok).toBe(true)
  })

  it('never cuts a character in two', () => {
    const name = suggestedCopyName(`${'a'.repeat(moduleLimits.moduleNameMax - 1)}🧮`)
    expect(name).toBe('a'.repeat(moduleLimits.moduleNameMax - 1))
    expect(checkDuplicateName(name).ok).toBe(true)
  })
})
