import { schoolLimits, schoolMessages, textMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkGroupName, groupNameProblemOf } from './group-name'

describe('checkGroupName', () => {
  it('wants a name, trimmed', () => {
    expect(checkGroupName('')).toEqual({ ok: false, problem: 'nameRequired' })
    expect(checkGroupName('   ')).toEqual({ ok: false, problem: 'nameRequired' })
    expect(checkGroupName(' 3a ')).toEqual({ ok: true, value: '3a' })
  })

  it('refuses a name that is too long', () => {
    expect(checkGroupName('x'.repeat(schoolLimits.groupNameMax))).toEqual({
      ok: true,
      value: 'x'.repeat(schoolLimits.groupNameMax),
    })
    expect(checkGroupName('x'.repeat(schoolLimits.groupNameMax + 1))).toEqual({
      ok: false,
      problem: 'nameTooLong',
    })
  })

  it('keeps the name of the hidden practice class free, in any case', () => {
    expect(checkGroupName('myself')).toEqual({ ok: false, problem: 'nameReserved' })
    expect(checkGroupName('MySelf 2')).toEqual({ ok: true, value: 'MySelf 2' })
  })
})

describe('groupNameProblemOf', () => {
  it('recognises the server texts of the name rules', () => {
    expect(groupNameProblemOf(schoolMessages.groupNameRequired)).toBe('nameRequired')
    expect(groupNameProblemOf(schoolMessages.groupNameReserved)).toBe('nameReserved')
    expect(groupNameProblemOf('Etwas anderes')).toBeUndefined()
  })
})

describe('checkGroupName and the shared text rule', () => {
  it('refuses control characters and lone surrogates, and knows the server text', () => {
    expect(checkGroupName('7\u0000a')).toEqual({ ok: false, problem: 'invalidCharacters' })
    expect(checkGroupName('\ud800'.repeat(60))).toEqual({ ok: false, problem: 'invalidCharacters' })
    expect(checkGroupName('7a 🎒')).toEqual({ ok: true, value: '7a 🎒' })
    expect(groupNameProblemOf(textMessages.invalidCharacters)).toBe('invalidCharacters')
  })
})
