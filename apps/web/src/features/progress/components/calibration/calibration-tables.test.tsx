import type { CalibrationStudent, CalibrationTopic } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../../lib/i18n'

// The screens' texts register with i18n when their modules load: i18n starts first. The tables take
// the server's figures as props; no request is made here.
let CalibrationStudentsTable: typeof import('./calibration-students-table').CalibrationStudentsTable
let CalibrationTopicsTable: typeof import('./calibration-topics-table').CalibrationTopicsTable
beforeAll(async () => {
  await setupI18n('de')
  await import('../../texts')
  ;({ CalibrationStudentsTable } = await import('./calibration-students-table'))
  ;({ CalibrationTopicsTable } = await import('./calibration-topics-table'))
})
afterEach(cleanup)

const withMantine = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>)

const student = (
  id: number,
  firstname: string,
  figures: Partial<CalibrationStudent> = {},
): CalibrationStudent => ({
  user_id: id,
  firstname,
  lastname: 'Muster',
  checks: 0,
  checks_attested: 0,
  reached_not_attested: 0,
  pairs: 0,
  hit_share: null,
  mean_gap: null,
  mean_absolute_gap: null,
  higher: 0,
  lower: 0,
  ...figures,
})

const students = [
  student(1, 'Anna', { pairs: 8, hit_share: 75, mean_gap: 1.25, mean_absolute_gap: 1.5, higher: 2 }),
  student(2, 'Ben'),
  student(3, 'Cem', { pairs: 4, hit_share: 25, mean_gap: -0.25, mean_absolute_gap: 0.75, lower: 1 }),
]

const topic = (id: number, higher: number, lower: number): CalibrationTopic => ({
  topic_id: id,
  title: `Thema ${id}`,
  column: 2,
  row: id,
  pairs: 6,
  large_gaps: higher + lower,
  higher,
  lower,
  largest_gap: 2.5,
})

describe('CalibrationStudentsTable', () => {
  it('shows the share, the mean gap in words, and a student without pairs in words', () => {
    withMantine(<CalibrationStudentsTable students={students} />)
    const table = screen.getByRole('table', {
      name: 'Selbsteinschätzung der Lernenden neben Ihrer Bewertung',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('75 %')
    expect(rows[0]?.textContent).toContain('1,50 · ↑ schätzt sich höher ein')
    expect(rows[0]?.textContent).toContain('Tendenz +1,25')
    expect(rows[0]?.textContent).toContain('↑ 2 höher')
    expect(rows[1]?.textContent).toContain('noch keine gemeinsamen Bewertungen')
    expect(rows[2]?.textContent).toContain('0,75 · ≈ trifft')
    expect(rows[2]?.textContent).toMatch(/Tendenz [-−]0,25/)
  })

  it('never says "trifft" for a student whose gaps cancel out (issue 31)', () => {
    // Levin Imhof of the demo, +2 and -2: the signed mean is 0, no pair hits, 2 grades off on average.
    const levin = student(4, 'Levin', {
      pairs: 2,
      hit_share: 0,
      mean_gap: 0,
      mean_absolute_gap: 2,
      higher: 1,
      lower: 1,
    })
    withMantine(<CalibrationStudentsTable students={[levin]} />)
    const row = screen.getByRole('row', { name: /Levin Muster/ })
    expect(row.textContent).toContain('0 %')
    expect(row.textContent).toContain('2,00 · ⇅ weicht in beide Richtungen ab')
    expect(row.textContent).toContain('Tendenz 0,00')
    expect(row.textContent).not.toContain('trifft')
  })

  it('sorts by hit share on a click of its header, students without pairs last', () => {
    withMantine(<CalibrationStudentsTable students={students} />)
    const header = screen.getByRole('columnheader', { name: /Selbsteinschätzung trifft/ })
    expect(header.getAttribute('aria-sort')).toBeNull()
    fireEvent.click(within(header).getByRole('button'))
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent)
    expect(names()).toEqual(['Cem Muster', 'Anna Muster', 'Ben Muster'])
    fireEvent.click(within(header).getByRole('button'))
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(names()).toEqual(['Anna Muster', 'Cem Muster', 'Ben Muster'])
  })
})

describe('CalibrationTopicsTable', () => {
  it('shows the first 10 topics with their directions, and all of them on request', () => {
    const topics = Array.from({ length: 12 }, (_, index) => topic(index + 1, 3, index === 0 ? 1 : 0))
    withMantine(<CalibrationTopicsTable topics={topics} />)
    expect(screen.getAllByRole('rowheader')).toHaveLength(10)
    const first = screen.getAllByRole('row')[1]
    expect(first?.textContent).toContain('2.1')
    expect(first?.textContent).toContain('↑ 3 höher, ↓ 1 tiefer')
    expect(first?.textContent).toContain('2,5 Noten')
    fireEvent.click(screen.getByRole('button', { name: 'Alle 12 Themen anzeigen' }))
    expect(screen.getAllByRole('rowheader')).toHaveLength(12)
    expect(screen.getByRole('button', { name: 'Nur die ersten 10 anzeigen' })).toBeTruthy()
  })
})
