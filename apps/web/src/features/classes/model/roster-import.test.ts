import type { RosterImportAnswer, RosterStudentRow } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { canImportRoster, cardsByClass, translateRosterMessage } from './roster-import'

const row = (overrides: Partial<RosterStudentRow>): RosterStudentRow => ({
  file: 'enrollments.csv',
  line: 2,
  class_source_id: 'K1',
  class_name: '7a',
  source_id: 'S1',
  firstname: 'Mia',
  lastname: 'Muster',
  email: null,
  outcome: 'new',
  username: 'mia.muster',
  start_password: 'bafu-kepi-47',
  user_id: 1,
  ...overrides,
})

const answer = (
  students: RosterStudentRow[],
  problems: RosterImportAnswer['problems'] = [],
): RosterImportAnswer => ({
  format: 'sds-2.1',
  classes: [],
  students,
  problems,
  imported: false,
})

describe('cardsByClass', () => {
  test('prints each new account once, under its first class, and nobody without a start password', () => {
    const cards = cardsByClass(
      answer([
        row({}),
        row({ class_source_id: 'K2', class_name: '7b', line: 5 }),
        row({
          source_id: 'S2',
          user_id: 2,
          class_source_id: 'K2',
          class_name: '7b',
          firstname: 'Noah',
          username: 'noah.k',
        }),
        row({ source_id: 'S3', user_id: 3, outcome: 'unchanged', start_password: null }),
      ]),
    )
    expect(cards).toEqual([
      {
        groupName: '7a',
        cards: [
          { firstname: 'Mia', lastname: 'Muster', username: 'mia.muster', startPassword: 'bafu-kepi-47' },
        ],
      },
      { groupName: '7b', cards: [expect.objectContaining({ firstname: 'Noah', username: 'noah.k' })] },
    ])
  })
})

describe('translateRosterMessage', () => {
  test('translates a line problem and the problem inside it', () => {
    const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`
    expect(translateRosterMessage('users.csv, Zeile 4: Der Vorname fehlt.', t)).toBe(
      'classRoster.messages.lineProblem {"file":"users.csv","line":"4","problem":"classRoster.messages.firstnameMissing {}"}',
    )
    expect(translateRosterMessage('Etwas ganz anderes.', t)).toBeUndefined()
  })
})

describe('canImportRoster', () => {
  test('only a preview without problems', () => {
    expect(canImportRoster(null)).toBe(false)
    expect(canImportRoster(answer([row({})]))).toBe(true)
    expect(canImportRoster(answer([row({})], [{ file: 'users.csv', line: 3, message: 'x' }]))).toBe(false)
  })
})
