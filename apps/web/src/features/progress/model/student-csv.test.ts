import { describe, expect, it } from 'vitest'
import { buildStudentCards } from './student-cards'
import { type StudentCsvTexts, studentCsvRows } from './student-csv'
import { formatGrade, formatStudentAverage } from './student-format'
import { testModuleWithEvaluations } from './student-test-data'

const texts: StudentCsvTexts = {
  headers: [
    'Vorname',
    'Nachname',
    'Ziel',
    'Spalte.Zeile',
    'Thema',
    'Fortschritt %',
    'Durchschnitt',
    'Über/unter dem Ziel',
  ],
  side: { above: 'über dem Ziel', below: 'unter dem Ziel', none: 'noch nicht bewertet' },
  tooFast: 'zu schnell',
}

describe('studentCsvRows', () => {
  const module = testModuleWithEvaluations()
  const cards = buildStudentCards(
    module,
    module.users.filter((user) => user.id !== 13),
  )

  it('writes one row per student and topic with the German numbers of the cards', () => {
    const rows = studentCsvRows(cards, texts, 'de')
    expect(rows).toEqual([
      texts.headers,
      ['Lea', 'Schäfer', '4,5', '1.1', 'Thema 101', 100, '5,25', 'über dem Ziel'],
      ['Lea', 'Schäfer', '4,5', '2.1', 'Thema 201', 50, '3,50', 'unter dem Ziel'],
      ['Lea', 'Schäfer', '4,5', '3.2', 'Thema 302', 0, '', 'noch nicht bewertet'],
      ['Émile', 'Öztürk', '5', '1.1', 'Thema 101', 50, '5,50', 'unter dem Ziel, zu schnell'],
      ['Émile', 'Öztürk', '5', '2.1', 'Thema 201', 0, '', 'noch nicht bewertet'],
      ['Émile', 'Öztürk', '5', '3.2', 'Thema 302', 0, '', 'noch nicht bewertet'],
    ])
  })

  it('has only the header for no students (a search without a match)', () => {
    expect(studentCsvRows([], texts, 'de')).toEqual([texts.headers])
  })
})

describe('student numbers', () => {
  it('writes goals without padding and averages with 2 decimals, per language', () => {
    expect(formatGrade(4.5, 'de')).toBe('4,5')
    expect(formatGrade(4.25, 'de')).toBe('4,25')
    expect(formatGrade(5, 'de')).toBe('5')
    expect(formatGrade(4.5, 'en')).toBe('4.5')
    expect(formatStudentAverage(4.5, 'de')).toBe('4,50')
    expect(formatStudentAverage(4.125, 'en')).toBe('4.13')
    expect(formatStudentAverage(0, 'de')).toBeNull()
    expect(formatStudentAverage(null, 'de')).toBeNull()
  })
})
