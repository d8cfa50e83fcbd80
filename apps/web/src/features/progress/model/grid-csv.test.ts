import { describe, expect, it } from 'vitest'
import { toCsv } from '../../../lib/csv'
import { fileNamePart, type GridCsvTexts, gridCsvFileName, gridCsvRows } from './grid-csv'
import { buildProgressGrid, sortStudents } from './progress-grid'
import { progressModule, progressTopic, standing, testStudents } from './progress-grid-test-data'
import { teacherGradesByStudent } from './teacher-ratings'

const texts: GridCsvTexts = {
  headers: {
    cell: 'Spalte.Zeile',
    topic: 'Thema',
    firstname: 'Vorname',
    lastname: 'Nachname',
    goal: 'Ziel',
    average: 'Durchschnitt',
    progress: 'Fortschritt %',
    side: 'Über/unter dem Ziel',
    tooFast: 'Zu schnell',
    teacher: 'Lehrperson',
    gap: 'Abweichung',
    direction: 'Richtung',
    check: 'Lernkontrolle',
    checkAt: 'Lernkontrolle am',
  },
  side: { above: 'über dem Ziel', below: 'unter dem Ziel', none: 'noch nicht bewertet' },
  yes: 'ja',
  direction: { higher: 'schätzt sich höher ein', lower: 'schätzt sich tiefer ein' },
  check: { attested: 'bestanden', notAttested: 'nicht bestanden', open: 'offen', byTeacher: ' (Lehrperson)' },
}

describe('gridCsvRows', () => {
  const module = progressModule({
    blocks: [
      {
        id: 1,
        name: 'Grundlagen',
        description: '',
        order: 1,
        module_id: 7,
        topics: [
          progressTopic(101, 1, 1, {
            13: standing(4.6, 4, 50),
            14: standing(4.25, 4.5, 100),
            11: standing(5.8, 5, 75, true),
          }),
        ],
      },
      {
        id: 2,
        name: 'Anwenden',
        description: '',
        order: 2,
        module_id: 7,
        topics: [progressTopic(201, 2, 3)],
      },
    ],
  })
  const rows = gridCsvRows(buildProgressGrid(module), sortStudents(testStudents), texts, 'de', new Map())

  it('writes one row per topic and student, after the header', () => {
    expect(rows).toHaveLength(1 + 2 * 4)
    expect(rows[0]).toEqual([
      'Spalte.Zeile',
      'Thema',
      'Vorname',
      'Nachname',
      'Ziel',
      'Durchschnitt',
      'Fortschritt %',
      'Über/unter dem Ziel',
      'Zu schnell',
      'Lehrperson',
      'Abweichung',
      'Richtung',
      'Lernkontrolle',
      'Lernkontrolle am',
    ])
  })

  it('writes the numbers as the screen shows them, in German', () => {
    // Three empty judgment cells, two empty check cells: no topic here has a check.
    const none = ['', '', '', '', '']
    expect(rows[1]).toEqual([
      '1.1',
      'Thema 101',
      'Anna',
      'Amrein',
      '4',
      '4,60',
      50,
      'über dem Ziel',
      '',
      ...none,
    ])
    expect(rows[2]).toEqual([
      '1.1',
      'Thema 101',
      'Ben',
      'Amrein',
      '4,5',
      '4,25',
      100,
      'unter dem Ziel',
      '',
      ...none,
    ])
    expect(rows[3]).toEqual([
      '1.1',
      'Thema 101',
      'Ömer',
      'Özil',
      '4,5',
      '',
      0,
      'noch nicht bewertet',
      '',
      ...none,
    ])
    expect(rows[4]).toEqual([
      '1.1',
      'Thema 101',
      'Zoe',
      'Zeller',
      '5',
      '5,80',
      75,
      'über dem Ziel',
      'ja',
      ...none,
    ])
    expect(rows[5]?.slice(0, 3)).toEqual(['2.3', 'Thema 201', 'Anna'])
  })

  it('writes the teacher’s average, the gap and its direction beside the student’s', () => {
    // Zoe rated question 1011 a 6 and 1012 a 5.5; the teacher gave 3 and 4: gaps +3 and +1.5, mean
    // +2.25 ("higher"); the teacher's average (3 + 4) / 2 = 3.5. Anna: only the teacher rated.
    const rated = progressModule({
      blocks: [
        {
          ...module.blocks[0]!,
          topics: [
            progressTopic(101, 1, 1, {
              11: {
                ...standing(5.75, 5, 100),
                evaluations: [
                  { question_id: 1011, grade: 6, goal: 5 },
                  { question_id: 1012, grade: 5.5, goal: 5 },
                ],
              },
            }),
          ],
        },
      ],
    })
    const teacher = teacherGradesByStudent([
      { user_id: 11, question_id: 1011, grade: 3 },
      { user_id: 11, question_id: 1012, grade: 4 },
      { user_id: 13, question_id: 1011, grade: 5 },
    ])
    const table = gridCsvRows(buildProgressGrid(rated), sortStudents(testStudents), texts, 'de', teacher)
    const byName = (name: string) => table.find((row) => row[2] === name)?.slice(9, 12)
    expect(byName('Zoe')).toEqual(['3,50', '+2,25', 'schätzt sich höher ein'])
    expect(byName('Anna')).toEqual(['5,00', '', ''])
    expect(byName('Ben')).toEqual(['', '', ''])
  })

  it('writes what the check attests and when, the teacher named where they decided (issue 37)', () => {
    const checked = progressModule({
      blocks: [
        {
          ...module.blocks[0]!,
          topics: [
            progressTopic(
              101,
              1,
              1,
              {},
              {
                has_check: true,
                check_results: {
                  '11': {
                    attestation: { attested: true, at: '2026-11-22T09:30:00.000Z', by: 'check', note: '' },
                    decided_by: null,
                    attempts: 2,
                    right: 5,
                    total: 5,
                  },
                  '13': {
                    attestation: {
                      attested: false,
                      at: '2026-11-24T09:30:00.000Z',
                      by: 'teacher',
                      note: 'n',
                    },
                    decided_by: 'Anna Lehrer',
                    attempts: 1,
                    right: 5,
                    total: 5,
                  },
                  '14': { attestation: null, decided_by: null, attempts: 1, right: 2, total: 5 },
                },
              },
            ),
          ],
        },
      ],
    })
    const table = gridCsvRows(buildProgressGrid(checked), sortStudents(testStudents), texts, 'de', new Map())
    const byName = (name: string) => table.find((row) => row[2] === name)?.slice(12)
    expect(byName('Zoe')).toEqual(['bestanden', '22.11.2026'])
    expect(byName('Anna')).toEqual(['nicht bestanden (Lehrperson)', '24.11.2026'])
    expect(byName('Ben')).toEqual(['nicht bestanden', ''])
    expect(byName('Ömer')).toEqual(['offen', ''])
  })

  it('writes English decimals for an English teacher', () => {
    const english = gridCsvRows(buildProgressGrid(module), sortStudents(testStudents), texts, 'en', new Map())
    expect(english[2]?.slice(4, 6)).toEqual(['4.5', '4.25'])
  })

  it('ends up as a table German Excel opens as is', () => {
    const csv = toCsv(rows.slice(0, 2))
    expect(csv.startsWith('\uFEFFSpalte.Zeile;Thema;')).toBe(true)
    expect(csv).toContain('1.1;Thema 101;Anna;Amrein;4;4,60;50;über dem Ziel;;;;;;\r\n')
  })
})

describe('gridCsvFileName', () => {
  it('names module, class and time, without characters a file system refuses', () => {
    const date = new Date(2026, 10, 23, 14, 5)
    expect(gridCsvFileName('Brüche: Teil 1/2', '3b "Nord"', date)).toBe(
      'Fortschritt_Brüche_Teil_1_2_3b_Nord_2026-11-23_14-05.csv',
    )
  })

  it('keeps a part readable and bounded', () => {
    expect(fileNamePart('  ..  ')).toBe('-')
    expect(fileNamePart('a\u0000b\tc')).toBe('a_b_c')
    expect(Array.from(fileNamePart('x'.repeat(100)))).toHaveLength(60)
  })
})
