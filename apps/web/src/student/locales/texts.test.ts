import {
  formalAddressIn,
  helpRequestMessages,
  studentAddressMessages,
  studentAuthMessages,
  studentErrorMessages,
  studentMessages,
  studentSchoolMessages,
} from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  fill,
  studentCheckServerTexts,
  studentSchoolSignInTexts,
  studentServerMessages,
  studentSharedMessages,
  studentTexts,
} from './index'

/** Every text of a dictionary by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  if (typeof value === 'string') return texts.set(prefix, value)
  for (const [key, inner] of Object.entries(value as object)) {
    for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) texts.set(path, text)
  }
  return texts
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the student app texts', () => {
  const german = flatten(studentTexts.de)
  const english = flatten(studentTexts.en)

  it('English has every German text and no other', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort())
  })

  it('each translation fills the same placeholders, and none is left empty', () => {
    for (const [key, text] of german) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text))
      expect(text.trim(), key).not.toBe('')
      expect(english.get(key)?.trim(), key).not.toBe('')
    }
  })

  it('speaks to the student with du in German, never with Sie, server texts included', () => {
    for (const [key, text] of german) expect(formalAddressIn(text), `${key}: ${text}`).toEqual([])
    expect(german.get('server.unauthenticated')).toBe('Bitte melde dich an.')
  })

  it('keeps each server text under its own name (no source overwrites another one’s)', () => {
    const sources = [
      studentMessages,
      helpRequestMessages,
      studentErrorMessages,
      studentAuthMessages,
      studentSchoolMessages,
      studentSharedMessages,
      studentAddressMessages,
      studentSchoolSignInTexts,
      studentCheckServerTexts,
    ]
    const names = sources.flatMap((source) => Object.keys(source))
    expect(names.length).toBe(new Set(names).size)
    expect(Object.keys(studentServerMessages).sort()).toEqual([...names].sort())
  })

  it('finds every German server text under one name, so none reaches the student untranslated', () => {
    const shared = [
      studentMessages,
      helpRequestMessages,
      studentErrorMessages,
      studentAuthMessages,
      studentSchoolMessages,
      studentAddressMessages,
    ]
    const named = new Set(Object.values(studentServerMessages))
    for (const source of shared) for (const text of Object.values(source)) expect(named, text).toContain(text)
  })
})

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fill('{rated} von {total} Fragen bewertet', { rated: 2, total: 3 })).toBe(
      '2 von 3 Fragen bewertet',
    )
    expect(fill('Hallo {name}', {})).toBe('Hallo {name}')
  })
})
