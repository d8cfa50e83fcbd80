import { describe, expect, it } from 'vitest'
import { checkClassList, parseClassList } from './class-import'
import { classImportMessages } from './messages/class-import'

describe('parseClassList', () => {
  it('reads an Excel list with a header, semicolons, quotes, a BOM and Windows line ends', () => {
    const text =
      '\uFEFFVorname;Nachname;E-Mail\r\nAnna;Muster;anna@schule.ch\r\n\r\n"Ben, der Zweite";"O""Neil";ben@schule.ch;;\r\n'
    expect(parseClassList(text)).toEqual([
      { line: 2, cells: ['Anna', 'Muster', 'anna@schule.ch'] },
      { line: 4, cells: ['Ben, der Zweite', 'O"Neil', 'ben@schule.ch'] },
    ])
  })

  it('reads commas and tabs, and keeps a first line that is a person', () => {
    expect(parseClassList('Anna,Muster,anna@schule.ch\nBen,Meier,ben@schule.ch')).toHaveLength(2)
    expect(parseClassList('Anna\tMuster\tanna@schule.ch')).toEqual([
      { line: 1, cells: ['Anna', 'Muster', 'anna@schule.ch'] },
    ])
  })
})

describe('column mapping', () => {
  it('maps a header that names the columns in another order, among others', () => {
    const text =
      'Klasse;Nachname;Vorname;Geburtsdatum;E-Mail\n7a;Muster;Anna;01.02.2014;anna@schule.ch\n7a;Graf;Lea;;\n'
    expect(parseClassList(text)).toEqual([
      { line: 2, cells: ['Anna', 'Muster', 'anna@schule.ch'] },
      { line: 3, cells: ['Lea', 'Graf', ''] },
    ])
  })

  it('maps names only for a list of names; a header without them keeps the cells as they are', () => {
    expect(parseClassList('Name,Vorname\nMuster,Anna', ['firstname', 'lastname'])).toEqual([
      { line: 2, cells: ['Anna', 'Muster'] },
    ])
    expect(parseClassList('Anna;Muster;anna@schule.ch')).toEqual([
      { line: 1, cells: ['Anna', 'Muster', 'anna@schule.ch'] },
    ])
  })
})

describe('checkClassList', () => {
  it('names what is wrong with each line, and an address given twice', () => {
    const people = checkClassList(
      parseClassList(
        ['Anna;Muster;Anna@Schule.ch', ';Meier;ben@schule', 'Carla;Graf', 'Dora;Huber;anna@schule.ch'].join(
          '\n',
        ),
      ),
    )
    expect(people.map((person) => [person.line, person.email, person.problems])).toEqual([
      [1, 'anna@schule.ch', []],
      [2, 'ben@schule', [classImportMessages.firstnameMissing, classImportMessages.emailInvalid]],
      [3, '', [classImportMessages.columns, classImportMessages.emailInvalid]],
      [4, 'anna@schule.ch', ['Diese E-Mail-Adresse steht schon in Zeile 1.']],
    ])
  })
})
