import type { ArchivedClass } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatCount } from '../../../lib/count-format'
import { setupI18n } from '../../../lib/i18n'

// Issue 36 item 4: the archive by school year, newest first, each run a link to its statistics, and
// a warning naming the classes the retention deletes within 30 days.
let ArchiveList: typeof import('./archive-list').ArchiveList
beforeAll(async () => {
  await setupI18n('de')
  await import('../texts')
  ;({ ArchiveList } = await import('./archive-list'))
})
afterEach(cleanup)

const archived = (fields: Partial<ArchivedClass> & Pick<ArchivedClass, 'id' | 'name' | 'school_year'>) =>
  ({
    archived_at: '2026-07-10T08:00:00.000Z',
    delete_on: null,
    deleted_soon: false,
    students: 24,
    runs: [],
    ...fields,
  }) satisfies ArchivedClass

const classes = [
  archived({
    id: 2,
    name: '8a',
    school_year: '2025/26',
    delete_on: '2028-07-10',
    runs: [
      {
        event_id: 31,
        module: { id: 4, name: 'Bruchrechnen' },
        subject: { title: 'Mathematik', token: 'MA' },
        finished: true,
      },
    ],
  }),
  archived({
    id: 1,
    name: '7b',
    school_year: '2023/24',
    archived_at: '2024-07-05T08:00:00.000Z',
    delete_on: '2026-12-10',
    deleted_soon: true,
    students: 1234,
  }),
  archived({ id: 3, name: '9c', school_year: '2025/26' }),
]

function show(list: ArchivedClass[], retentionYears: number | null) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ArchiveList
          classes={list}
          retentionYears={retentionYears}
          noticeDays={30}
          unarchiving={null}
          onUnarchive={vi.fn()}
          onCopy={vi.fn()}
        />
      </MemoryRouter>
    </MantineProvider>,
  )
}

describe('ArchiveList', () => {
  it('groups the classes by school year, the newest year first', () => {
    show(classes, 2)
    const years = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(years).toEqual(['Schuljahr 2025/26', 'Schuljahr 2023/24'])
    const newest = screen.getByRole('region', { name: 'Schuljahr 2025/26' })
    expect(
      within(newest)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['8a', '9c'])
    const oldest = screen.getByRole('region', { name: 'Schuljahr 2023/24' })
    // The thousands mark as this engine's de-CH writes it (’ in browsers, ' in some Node builds).
    const students = formatCount(1234, 'de')
    expect(within(oldest).getByText(`Archiviert am 05.07.2024 · Lernende: ${students}`)).toBeTruthy()
  })

  it('links each run to its statistics with module_id and event_id', () => {
    show(classes, 2)
    const link = screen.getByRole('link', { name: 'Statistik von Bruchrechnen in 8a' })
    expect(link.getAttribute('href')).toBe('/stats/progress?module_id=4&event_id=31')
  })

  it('warns at the top about the classes deleted within 30 days, and says when each goes', () => {
    show(classes, 2)
    const warning = screen.getByTestId('archive-deleted-soon')
    expect(warning.textContent).toBe(
      'Diese Klassen werden in den nächsten 30 Tagen gelöscht: 7b (10.12.2026)',
    )
    expect(screen.getByText('Wird am 10.12.2026 gelöscht')).toBeTruthy()
    expect(screen.getByText('Wird am 10.07.2028 gelöscht')).toBeTruthy()
    expect(screen.getByText('Archivierte Klassen werden 2 Jahre nach dem Archivieren gelöscht.')).toBeTruthy()
  })

  it('has no warning when nothing goes soon, and says archives are kept without a retention', () => {
    show(
      classes.map((entry) => ({ ...entry, delete_on: null, deleted_soon: false })),
      null,
    )
    expect(screen.queryByTestId('archive-deleted-soon')).toBeNull()
    expect(screen.queryByText(/Wird am/)).toBeNull()
    expect(
      screen.getByText(
        'Archivierte Klassen bleiben erhalten, bis Sie sie aus dem Archiv holen. Löschen lässt sich eine Klasse danach in der Klassenliste.',
      ),
    ).toBeTruthy()
  })
})
