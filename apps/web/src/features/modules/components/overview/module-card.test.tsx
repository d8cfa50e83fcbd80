import { ModuleStatus, type OwnModuleSummary } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../../../lib/i18n'
import type { OwnModuleActions } from './module-actions'

// Issue 31: own cards cut titles at 23 characters ("Mathematik: Kompetenzra…") and said "Entwurf"
// while the module ran in 7a and 7b. The card and the list row get a module as the server lists it.
let ModuleCard: typeof import('./module-card').ModuleCard
let ModulesTable: typeof import('./modules-table').ModulesTable
beforeAll(async () => {
  await setupI18n('de')
  await import('../../texts')
  ;({ ModuleCard } = await import('./module-card'))
  ;({ ModulesTable } = await import('./modules-table'))
})
afterEach(cleanup)

const actions: OwnModuleActions = {
  onActivate: vi.fn(),
  onShare: vi.fn(),
  onDuplicate: vi.fn(),
  onRemove: vi.fn(),
  onPublish: vi.fn(),
  onEditMetaData: vi.fn(),
  onStoreExit: vi.fn(),
}

const own = (id: number, name: string, running_in: string[]): OwnModuleSummary => ({
  id,
  name,
  description: '',
  status_id: ModuleStatus.draft,
  status: { name: 'draft', title: 'Entwurf' },
  rows: 6,
  columns: 6,
  cover_path: null,
  published_module_id: 0,
  admin_id: 1,
  author: { firstname: 'Demo', lastname: 'Lehrperson' },
  blocks_count: 3,
  topics_count: 12,
  questions_count: 40,
  publication: null,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
  running_in,
})

const math = own(1, 'Mathematik: Kompetenzraster', ['7b', '7a'])
const german = own(2, 'Deutsch: Kompetenzraster', [])

function renderWithProviders(node: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  )
}

describe('an own module as a tile', () => {
  it('shows the whole title, so two "X: Kompetenzraster" modules differ', () => {
    renderWithProviders(
      <>
        <ModuleCard module={math} actions={actions} />
        <ModuleCard module={german} actions={actions} />
      </>,
    )
    const titles = screen.getAllByRole('heading', { level: 3 })
    expect(titles.map((title) => title.textContent)).toEqual([
      'Mathematik: Kompetenzraster',
      'Deutsch: Kompetenzraster',
    ])
    expect(screen.getByRole('link', { name: 'Mathematik: Kompetenzraster' })).toBeTruthy()
  })

  it('says where a running module runs, and not "Entwurf"', () => {
    renderWithProviders(<ModuleCard module={math} actions={actions} />)
    const card = within(screen.getByRole('article'))
    expect(card.getByText('Läuft in 7a und 7b')).toBeTruthy()
    expect(card.queryByText('Entwurf')).toBeNull()
    expect(card.getByText('Aktiv')).toBeTruthy()
  })

  it('keeps "Entwurf" for a module that runs nowhere, and says so', () => {
    renderWithProviders(<ModuleCard module={german} actions={actions} />)
    const card = within(screen.getByRole('article'))
    expect(card.getByText('Entwurf')).toBeTruthy()
    expect(card.getByText('In keiner Ihrer Klassen aktiv')).toBeTruthy()
  })
})

describe('a published own module (issue 38)', () => {
  const published: OwnModuleSummary = {
    ...german,
    publication: {
      module_id: 9,
      status_id: ModuleStatus.published,
      status: { name: 'published', title: 'Veröffentlicht' },
      module_meta_data_id: 3,
      decline_reason: null,
      submitted_at: '2026-11-20T08:00:00.000Z',
      reviewed_at: '2026-11-21T08:00:00.000Z',
      store_module_id: 9,
      removal_kind: null,
      removal_reason: null,
    },
  }

  it('does not say "Entwurf" beside "Store: Veröffentlicht"', () => {
    renderWithProviders(<ModuleCard module={published} actions={actions} />)
    const card = within(screen.getByRole('article'))
    expect(card.queryByText('Entwurf')).toBeNull()
    expect(card.getByText('Store')).toBeTruthy()
    expect(card.getAllByText('Veröffentlicht')).toHaveLength(2)
  })

  it("taken down by the provider: a draft again, with the provider's reason (decision 054)", () => {
    const takenDown: OwnModuleSummary = {
      ...published,
      publication: {
        ...published.publication!,
        store_module_id: null,
        removal_kind: 'provider',
        removal_reason: 'Die Lösungen fehlen.',
      },
    }
    renderWithProviders(<ModuleCard module={takenDown} actions={actions} />)
    const card = within(screen.getByRole('article'))
    expect(card.getByText('Entwurf')).toBeTruthy()
    expect(card.getByText('Vom Anbieter aus dem Store genommen')).toBeTruthy()
    expect(card.getByText('Begründung: Die Lösungen fehlen.')).toBeTruthy()
  })

  it('says the same in the list', () => {
    renderWithProviders(<ModulesTable modules={[published]} actions={actions} />)
    const row = screen.getAllByRole('row')[1]!
    expect(within(row).queryByText('Entwurf')).toBeNull()
    expect(within(row).getAllByText('Veröffentlicht').length).toBeGreaterThan(0)
  })
})

describe('the own modules as a list', () => {
  it('shows whole names and where each runs', () => {
    renderWithProviders(<ModulesTable modules={[math, german]} actions={actions} />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByRole('link', { name: 'Mathematik: Kompetenzraster' }).textContent).toBe(
      'Mathematik: Kompetenzraster',
    )
    expect(within(rows[0]!).getByText('Läuft in 7a und 7b')).toBeTruthy()
    expect(within(rows[1]!).getByText('Entwurf')).toBeTruthy()
  })
})

describe('taking a module off the store (decision 054)', () => {
  const listed = {
    module_id: 9,
    status_id: ModuleStatus.published,
    status: { name: 'published', title: 'Veröffentlicht' },
    module_meta_data_id: 3,
    decline_reason: null,
    submitted_at: '2026-11-20T08:00:00.000Z',
    reviewed_at: '2026-11-21T08:00:00.000Z',
    store_module_id: 9,
    removal_kind: null,
    removal_reason: null,
  }
  const dialogText = async (publication: OwnModuleSummary['publication']) => {
    const { StoreExitDialog } = await import('../publishing/store-exit-dialog')
    renderWithProviders(
      <StoreExitDialog state={{ module: { ...german, publication }, kind: 'unlist' }} onClose={vi.fn()} />,
    )
    return (await screen.findByRole('dialog')).textContent ?? ''
  }

  it('says buyers keep it', async () => {
    const text = await dialogText(listed)
    expect(text).toContain('Wer es gekauft hat, behält es')
    expect(text).not.toContain('wartet noch auf die Prüfung')
  })

  it('warns when a new version waits: its confirmation would bring the module back', async () => {
    const waiting = { ...listed, module_id: 12, status_id: ModuleStatus.awaitingConfirmation }
    expect(await dialogText(waiting)).toContain('Eine neue Version wartet noch auf die Prüfung')
  })
})
