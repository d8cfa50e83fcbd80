import type { CalibrationCheck, CalibrationStudent } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../../lib/i18n'

// Issue 37 item 3: the calibration view's table of self-assessment against the checks. The texts
// register when the screens' module loads: i18n starts first.
let CalibrationChecksTable: typeof import('./calibration-checks-table').CalibrationChecksTable
let CalibrationStudentsTable: typeof import('./calibration-students-table').CalibrationStudentsTable
beforeAll(async () => {
  await setupI18n('de')
  await import('../../texts')
  ;({ CalibrationChecksTable } = await import('./calibration-checks-table'))
  ;({ CalibrationStudentsTable } = await import('./calibration-students-table'))
})
afterEach(cleanup)

const check = (id: number, figures: Partial<CalibrationCheck>): CalibrationCheck => ({
  topic_id: id,
  title: `Thema ${id}`,
  column: 1,
  row: id,
  results: 4,
  attested: 2,
  reached_not_attested: 1,
  below_attested: 0,
  reached_not_attested_share: 33,
  ...figures,
})

describe('CalibrationChecksTable', () => {
  it('shows per topic the results, the passes and the over-confident share in words', () => {
    render(
      <MantineProvider>
        <CalibrationChecksTable
          checks={[check(1, {}), check(2, { reached_not_attested: 0, reached_not_attested_share: null })]}
        />
      </MantineProvider>,
    )
    const table = screen.getByRole('table', {
      name: 'Themen mit Lernkontrolle: Selbsteinschätzung neben dem Ergebnis',
    })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toContain('Ziel erreicht, nicht bestanden')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('1.1')
    expect(rows[0]?.textContent).toContain('33 % derer mit erreichtem Ziel')
    expect(rows[1]?.textContent).not.toContain('%')
  })
})

describe('CalibrationStudentsTable with checks', () => {
  const student = (id: number, checks: number, attested: number, reached: number): CalibrationStudent => ({
    user_id: id,
    firstname: `S${id}`,
    lastname: 'Muster',
    pairs: 0,
    hit_share: null,
    mean_gap: null,
    mean_absolute_gap: null,
    higher: 0,
    lower: 0,
    checks,
    checks_attested: attested,
    reached_not_attested: reached,
  })

  it("shows each student's checks beside the gaps, and how often the goal was reached without a pass", () => {
    render(
      <MantineProvider>
        <CalibrationStudentsTable students={[student(1, 3, 1, 2), student(2, 0, 0, 0)]} withChecks />
      </MantineProvider>,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('1 von 3 bestanden')
    expect(rows[0]?.textContent).toContain('2 Mal Ziel erreicht, nicht bestanden')
    expect(rows[1]?.textContent).toContain('keine')
  })
})
