import { describe, expect, it } from 'vitest'
import { fileTimestamp, toCsv } from './csv'

describe('toCsv', () => {
  it('starts with the byte order mark, separates by ; and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Durchschnitt'],
        ['Müller', '4,5'],
      ]),
    ).toBe('\uFEFFName;Durchschnitt\r\nMüller;4,5\r\n')
  })

  it('quotes fields with a separator, a quote or a line break, doubling quotes', () => {
    expect(toCsv([['a;b', 'sagt "hallo"', 'zwei\nZeilen']])).toBe(
      '\uFEFF"a;b";"sagt ""hallo""";"zwei\nZeilen"\r\n',
    )
  })

  it('writes empty cells for null and undefined, numbers as given', () => {
    expect(toCsv([[null, undefined, 0, 12]])).toBe('\uFEFF;;0;12\r\n')
  })

  it('keeps a formula-like name as text, but not a negative number', () => {
    expect(toCsv([['=HYPERLINK("x")', '-0,5', '+41 44']])).toBe(`\uFEFF"'=HYPERLINK(""x"")";-0,5;'+41 44\r\n`)
  })
})

describe('fileTimestamp', () => {
  it('writes the local date and time without colons', () => {
    expect(fileTimestamp(new Date(2026, 10, 3, 9, 5))).toBe('2026-11-03_09-05')
  })
})
