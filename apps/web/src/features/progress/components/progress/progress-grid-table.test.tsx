import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadGermanHyphenation, softHyphen } from '../../../../lib/hyphenate'
import { setupI18n } from '../../../../lib/i18n'
import { buildProgressGrid, sortStudents } from '../../model/progress-grid'
import { progressModule, progressTopic, standing, testStudents } from '../../model/progress-grid-test-data'

// The screens' texts register with i18n when their modules load: i18n starts first.
let ProgressGridTable: typeof import('./progress-grid-table').ProgressGridTable
beforeAll(async () => {
  await setupI18n('de')
  await import('../../texts')
  ;({ ProgressGridTable } = await import('./progress-grid-table'))
})
afterEach(cleanup)

const rated = progressTopic(
  101,
  1,
  1,
  { 13: standing(4.6, 4, 50), 14: standing(4.25, 4.5, 100), 11: standing(5.8, 5, 75, true) },
  { title: 'Brüche', stats: { avg: 4.88, progress: 56, evaluations: 9 } },
)

function renderGrid(first = rated) {
  const onOpen = vi.fn()
  const module = progressModule({
    blocks: [
      { id: 1, name: 'Grundlagen', description: '', order: 1, module_id: 7, topics: [first] },
      {
        id: 2,
        name: 'Anwenden',
        description: '',
        order: 2,
        module_id: 7,
        // 2.3 has questions but no ratings yet; 2.2 has no questions at all.
        topics: [progressTopic(201, 2, 3), progressTopic(202, 2, 2, {}, { questions: [] })],
      },
    ],
  })
  render(
    <MantineProvider>
      <ProgressGridTable
        grid={buildProgressGrid(module)}
        students={sortStudents(testStudents)}
        caption="Fortschritt"
        onOpen={onOpen}
      />
    </MantineProvider>,
  )
  return { onOpen, table: screen.getByRole('table', { name: 'Fortschritt' }) }
}

describe('ProgressGridTable', () => {
  it('shows blocks as column headers and levels as rows, as the module grid does', () => {
    const { table } = renderGrid()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Stufe', 'Grundlagen', 'Anwenden'])
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3)
    expect(within(table).getByText('Feld 2.1: kein Thema')).toBeTruthy()
  })

  it('says in words what the bars say in colour, and opens a rated topic', () => {
    const { onOpen, table } = renderGrid()
    const tile = within(table).getByRole('button', {
      name: 'Thema 1.1 Brüche: Durchschnitt 4,88, Fortschritt 56 %, 2 über dem Ziel, 1 unter dem Ziel, 1 zu schnell',
    })
    expect(tile.getAttribute('aria-haspopup')).toBe('dialog')
    // One bar per student of the class, in the class order: Anna, Ben, Ömer (not rated), Zoe (too fast).
    const bars = tile.querySelectorAll<HTMLElement>('.progress-bar')
    expect(bars).toHaveLength(4)
    expect(bars[2]?.style.backgroundColor).toBe('var(--mantine-color-gray-4)')
    expect(bars[3]?.dataset.tooFast).toBe('true')
    expect(bars[0]?.style.height).toBe('50%')
    expect(tile.textContent).toContain('↗ 2')
    expect(tile.textContent).toContain('↘ 1')
    fireEvent.click(tile)
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ column: 1, row: 1 }))
  })

  it('opens the teacher’s rating from a topic nobody rated yet (issue 19), nothing from one without questions', () => {
    const { onOpen, table } = renderGrid()
    expect(within(table).getAllByRole('button')).toHaveLength(2)
    const unrated = within(table).getByRole('button', {
      name: 'Thema 2.3 Thema 201: noch keine Bewertungen. Ihre Bewertung öffnen',
    })
    fireEvent.click(unrated)
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ column: 2, row: 3 }))
    expect(within(table).getByText('Thema 2.2 Thema 202: noch keine Bewertungen')).toBeTruthy()
  })

  it('breaks a long German title at its syllables on the tile, and names the tile with the plain title', async () => {
    await loadGermanHyphenation()
    const { table } = renderGrid({ ...rated, title: 'Wahrscheinlichkeit' })
    const tile = within(table).getByRole('button', { name: /^Thema 1\.1 Wahrscheinlichkeit: Durchschnitt/ })
    expect(tile.textContent).toContain('Wahr\u00ADschein\u00ADlich\u00ADkeit')
    expect(tile.getAttribute('aria-label')).not.toContain(softHyphen)
  })
})
