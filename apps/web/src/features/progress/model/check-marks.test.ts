import type { CheckResult } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { attestedCount, checkCells, checkMark, scoreText } from './check-marks'

const texts = {
  attested: 'bestanden',
  notAttested: 'nicht bestanden',
  open: 'offen',
  byTeacher: ' (Lehrperson)',
}
const passed: CheckResult = {
  attestation: { attested: true, at: '2026-11-22T09:30:00.000Z', by: 'check', note: '' },
  decided_by: null,
  attempts: 2,
  right: 5,
  total: 5,
}
const failed: CheckResult = { attestation: null, decided_by: null, attempts: 1, right: 2, total: 5 }
const denied: CheckResult = {
  ...passed,
  attestation: { attested: false, at: '2026-11-23T10:00:00.000Z', by: 'teacher', note: 'Abgeschrieben' },
  decided_by: 'Anna Lehrer',
}
const topic = { has_check: true, check_results: { '1': passed, '2': failed, '3': denied } }

describe('checkMark', () => {
  test('reads the server attestation: passed, failed attempts, the teacher over them, not taken', () => {
    expect(checkMark(topic, 1)).toMatchObject({
      state: 'attested',
      at: passed.attestation!.at,
      byTeacher: false,
    })
    expect(checkMark(topic, 2)).toMatchObject({ state: 'notAttested', at: null, byTeacher: false })
    expect(checkMark(topic, 3)).toMatchObject({ state: 'notAttested', byTeacher: true })
    expect(checkMark(topic, 4)).toMatchObject({ state: 'open', result: null })
    expect(checkMark({ has_check: false, check_results: {} }, 1).state).toBe('none')
  })

  test('counts the attested students of a topic; none for a topic without a check', () => {
    expect(attestedCount(topic, [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }])).toBe(1)
    expect(attestedCount({ has_check: false, check_results: {} }, [{ id: 1 }])).toBeNull()
  })
})

describe('checkCells', () => {
  test('the state in words with the date, the teacher named when they decided', () => {
    expect(checkCells(checkMark(topic, 1), texts, 'de')).toEqual(['bestanden', '22.11.2026'])
    expect(checkCells(checkMark(topic, 2), texts, 'de')).toEqual(['nicht bestanden', ''])
    expect(checkCells(checkMark(topic, 3), texts, 'de')).toEqual([
      'nicht bestanden (Lehrperson)',
      '23.11.2026',
    ])
    expect(checkCells(checkMark(topic, 4), texts, 'de')).toEqual(['offen', ''])
    expect(checkCells(checkMark({ has_check: false, check_results: {} }, 1), texts, 'de')).toEqual(['', ''])
  })

  test('the score', () => {
    expect(scoreText(failed)).toBe('2/5')
    expect(scoreText(null)).toBeNull()
  })
})
