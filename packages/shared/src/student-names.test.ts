import { describe, expect, test } from 'vitest'
import { studentAccountMessages } from './messages/student-accounts'
import { parseNameList, usernameBase, usernamePart } from './student-names'

describe('parseNameList', () => {
  test('reads ; , tab and "Vorname Nachname" lines, skips a header and blank lines', () => {
    const rows = parseNameList('Vorname;Nachname\r\nMia;Muster\n\nAnna van Berg\n')
    expect(rows).toEqual([
      { line: 2, firstname: 'Mia', lastname: 'Muster', problems: [] },
      { line: 4, firstname: 'Anna', lastname: 'van Berg', problems: [] },
    ])
    expect(parseNameList('Noah\tKeller').map((row) => [row.firstname, row.lastname])).toEqual([
      ['Noah', 'Keller'],
    ])
    expect(parseNameList('Lea, Graf').map((row) => [row.firstname, row.lastname])).toEqual([['Lea', 'Graf']])
  })

  test('names what is wrong with a line', () => {
    expect(parseNameList('Nur').at(0)!.problems).toEqual([studentAccountMessages.lastnameMissing])
    expect(parseNameList('A;B;C').at(0)!.problems).toEqual([studentAccountMessages.columns])
    expect(parseNameList('Mia;Muster;;').at(0)!.problems).toEqual([])
  })
})

describe('user names', () => {
  test('fold umlauts, drop accents and everything but [a-z0-9]', () => {
    expect(usernamePart('Jürg')).toBe('juerg')
    expect(usernamePart('Zoë')).toBe('zoe')
    expect(usernamePart('Çelik')).toBe('celik')
    expect(usernamePart('Anna-Lena')).toBe('annalena')
    expect(usernamePart('Strauß')).toBe('strauss')
    expect(usernameBase('Mia', 'van Berg')).toBe('mia.vanberg')
    expect(usernameBase('李', '王')).toBe('schueler')
    expect(
      usernameBase('Maximiliane', 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa').length,
    ).toBeLessThanOrEqual(40)
  })
})
