import { describe, expect, test } from 'vitest'
import { parseSchoolDate } from './school-date'
import { decodeTextFile } from './text-file'

describe('decodeTextFile', () => {
  test('reads UTF-8 with and without a byte order mark', () => {
    // 'Jürg;Müller' in UTF-8.
    const plain = new Uint8Array([
      0x4a, 0xc3, 0xbc, 0x72, 0x67, 0x3b, 0x4d, 0xc3, 0xbc, 0x6c, 0x6c, 0x65, 0x72,
    ])
    expect(decodeTextFile(plain)).toEqual({ text: 'Jürg;Müller', encoding: 'utf-8' })
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...plain])
    expect(decodeTextFile(withMark)).toEqual({ text: 'Jürg;Müller', encoding: 'utf-8' })
  })

  test('reads what is no UTF-8 as Windows-1252', () => {
    // "Jörg Weiß €" as a German Windows writes it.
    const bytes = new Uint8Array([0x4a, 0xf6, 0x72, 0x67, 0x20, 0x57, 0x65, 0x69, 0xdf, 0x20, 0x80])
    expect(decodeTextFile(bytes)).toEqual({ text: 'Jörg Weiß €', encoding: 'windows-1252' })
  })

  test('reads UTF-16 with its mark and refuses binary files', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe4, 0x00])
    expect(decodeTextFile(utf16)).toEqual({ text: 'Aä', encoding: 'utf-16le' })
    expect(decodeTextFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeUndefined()
    expect(decodeTextFile(new Uint8Array([0x41, 0x81, 0xe4]))).toBeUndefined()
  })
})

describe('parseSchoolDate', () => {
  test('reads dd.mm.yyyy and ISO dates', () => {
    expect(parseSchoolDate('01.08.2027')).toBe('2027-08-01')
    expect(parseSchoolDate('1.8.2027')).toBe('2027-08-01')
    expect(parseSchoolDate('2027-08-01')).toBe('2027-08-01')
    expect(parseSchoolDate('2027-08-01T00:00:00Z')).toBe('2027-08-01')
  })

  test('refuses days that do not exist and other shapes', () => {
    expect(parseSchoolDate('31.02.2027')).toBeUndefined()
    expect(parseSchoolDate('08/01/2027')).toBeUndefined()
    expect(parseSchoolDate('')).toBeUndefined()
  })
})
