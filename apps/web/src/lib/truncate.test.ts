import { truncation } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { isTruncated, truncateText } from './truncate'

describe('truncateText', () => {
  it('keeps a name that fits', () => {
    expect(truncateText('Brüche', truncation.className)).toBe('Brüche')
    expect(truncateText('a'.repeat(23), 23)).toBe('a'.repeat(23))
    expect(isTruncated('a'.repeat(23), 23)).toBe(false)
  })

  it('cuts a longer name to the length and adds an ellipsis', () => {
    expect(truncateText('Lineare Funktionen und Gleichungen', 23)).toBe('Lineare Funktionen und…')
    expect(truncateText('a'.repeat(24), 23)).toBe(`${'a'.repeat(23)}…`)
    expect(isTruncated('a'.repeat(24), 23)).toBe(true)
  })

  it('drops a space before the ellipsis and never splits a character', () => {
    expect(truncateText('Zahlen und Mengen', 11)).toBe('Zahlen und…')
    expect(truncateText('Mathe 🧮🧮🧮', 7)).toBe('Mathe 🧮…')
  })
})
