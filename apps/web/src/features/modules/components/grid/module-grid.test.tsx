import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadGermanHyphenation, softHyphen, withoutSoftHyphens } from '../../../../lib/hyphenate'
import { setupI18n } from '../../../../lib/i18n'
import { createGridModel } from '../../model/grid-model'
import { testBlock, testModule, testTopic } from '../../model/grid-test-data'

// The grid's texts register with i18n when its module loads: i18n starts first.
let ModuleGrid: typeof import('./module-grid').ModuleGrid
beforeAll(async () => {
  await setupI18n('de')
  ;({ ModuleGrid } = await import('./module-grid'))
})
afterEach(cleanup)

const longTitle = 'Brüche mit verschiedenen Nennern addieren und subtrahieren'
function module(overrides = {}) {
  const first = testBlock(1, 1, [1])
  first.topics.push({ ...testTopic(101, 1, 2, longTitle), questions_count: 1 })
  return testModule({ blocks: [first, testBlock(2, 2, [6])], ...overrides })
}

function renderGrid(props: Partial<ComponentProps<typeof ModuleGrid>> & { mode: 'edit' | 'view' }) {
  const onOpenCell = vi.fn()
  render(
    <MantineProvider>
      <ModuleGrid
        model={createGridModel(module())}
        onOpenCell={onOpenCell}
        onMoveTopic={vi.fn()}
        {...props}
      />
    </MantineProvider>,
  )
  return { onOpenCell, table: screen.getByRole('table') }
}

describe('ModuleGrid', () => {
  it('shows blocks as column headers, levels as rows, topics as cards with their question count', () => {
    const { table } = renderGrid({ mode: 'view' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7)
    expect(within(table).getByRole('columnheader', { name: 'Block 1' })).toBeTruthy()
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('1Zeile 1')
    const card = within(table).getByRole('button', {
      name: 'Feld 1.1: «Thema 100» ansehen (Normal, 2 Fragen)',
    })
    expect(card.textContent).toContain('2 Fragen')
    expect(within(table).getByText('1 Frage')).toBeTruthy()
  })

  it('cuts long titles to the viewer`s 40 characters and keeps the full title on hover', () => {
    const { table } = renderGrid({ mode: 'view' })
    const card = within(table).getByRole('button', { name: new RegExp(`«${longTitle}» ansehen`) })
    expect(card.getAttribute('title')).toBe(longTitle)
    // Without soft hyphens: the patterns may already be loaded by another test of this worker.
    expect(withoutSoftHyphens(card.textContent ?? '')).toContain(`${longTitle.slice(0, 40).trimEnd()}…`)
  })

  it('breaks long German words at their syllables in the visible title, the name stays plain', async () => {
    await loadGermanHyphenation()
    const { table } = renderGrid({ mode: 'view' })
    const card = within(table).getByRole('button', {
      name: `Feld 1.2: «${longTitle}» ansehen (Normal, 1 Frage)`,
    })
    const shown = (card.textContent ?? '').replaceAll(softHyphen, '·')
    expect(shown).toContain('Brüche mit ver·schie·de·nen Nennern addiere…')
    expect(card.getAttribute('aria-label')).not.toContain(softHyphen)
    expect(card.getAttribute('title')).toBe(longTitle)
  })

  it('invites new topics and blocks only when editing', () => {
    const view = renderGrid({ mode: 'view' })
    expect(within(view.table).queryByRole('button', { name: /neues Thema anlegen/ })).toBeNull()
    expect(within(view.table).queryByRole('button', { name: /verschieben/ })).toBeNull()
    cleanup()
    const edit = renderGrid({ mode: 'edit', onOpenBlock: vi.fn() })
    // 36 cells, 3 of them with a topic.
    expect(within(edit.table).getAllByRole('button', { name: /neues Thema anlegen/ })).toHaveLength(33)
    expect(within(edit.table).getAllByRole('button', { name: /neuen Block anlegen/ })).toHaveLength(4)
    expect(within(edit.table).getAllByRole('button', { name: /^Thema «.*» verschieben$/ })).toHaveLength(3)
  })

  it('opens the chosen cell by its address', () => {
    const { onOpenCell, table } = renderGrid({ mode: 'edit' })
    fireEvent.click(within(table).getByRole('button', { name: 'Feld 3.4: neues Thema anlegen' }))
    expect(onOpenCell).toHaveBeenCalledWith({ column: 3, row: 4 })
  })

  it('has no drag handles where the module may not be rearranged', () => {
    const blocked = createGridModel(module({ rearrange_blocked_by: 'published' }))
    const { table } = renderGrid({ mode: 'edit', model: blocked })
    expect(within(table).queryByRole('button', { name: /^Thema «.*» verschieben$/ })).toBeNull()
    expect(within(table).getAllByRole('button', { name: /bearbeiten/ }).length).toBeGreaterThan(0)
  })
})
