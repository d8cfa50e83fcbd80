import type { StudentModule } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { homeKeys } from '../../../lib/query-keys'
import { studentTexts } from '../../../locales'
import { ModulesSection } from './modules-section'

const texts = studentTexts.de

const module = (eventId: number, name: string, archivedIn: string | null): StudentModule => ({
  event_id: eventId,
  module: { id: eventId, name, description: '' },
  group: { id: 1, name: archivedIn ? '7a' : '8a' },
  subject: { id: 1, title: 'Mathematik', token: 'MA' },
  finished: archivedIn !== null,
  archived_in: archivedIn,
  goal: 4.5,
  progress: 40,
  average: 4.8,
})

function renderSection(modules: StudentModule[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(homeKeys.modules, modules)
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <LanguageProvider>
          <MemoryRouter>
            <ModulesSection />
          </MemoryRouter>
        </LanguageProvider>
      </MantineProvider>
    </QueryClientProvider>,
  )
}

afterEach(cleanup)

describe('ModulesSection with modules of earlier school years (decision 051)', () => {
  it('shows this year’s modules first and the earlier years closed, one group per year, newest first', () => {
    renderSection([
      module(1, 'Brüche', null),
      module(2, 'Gleichungen', '2025/26'),
      module(3, 'Prozente', '2025/26'),
      module(4, 'Zahlenraum', '2024/25'),
    ])
    expect(screen.getByText('Brüche')).toBeTruthy()
    expect(screen.getByRole('link', { name: texts.home.open }).getAttribute('href')).toBe('/modules/1')
    const earlier = screen.getByRole('region', { name: texts.home.earlierYears })
    const groups = within(earlier).getAllByRole('button')
    expect(groups.map((button) => button.textContent)).toEqual([
      'Schuljahr 2025/26 · 2 Module',
      'Schuljahr 2024/25 · 1 Modul',
    ])
    expect(groups.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false'])
    // Closed: the earlier modules take no room on the phone until asked for.
    expect(screen.queryByText('Gleichungen')).toBeNull()
    expect(screen.queryByText(texts.home.archived)).toBeNull()
  })

  it('opens a year to its modules, each marked «Archiv» and opened only to look at', () => {
    renderSection([module(1, 'Brüche', null), module(2, 'Gleichungen', '2025/26')])
    const toggle = screen.getByRole('button', { name: /Schuljahr 2025\/26/ })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!
    expect(within(content).getByText(texts.home.earlierNote)).toBeTruthy()
    const card = within(content).getByText('Gleichungen').closest('[data-archived]') as HTMLElement
    expect(within(card).getByText(texts.home.archived)).toBeTruthy()
    expect(within(card).getByText('7a · Mathematik')).toBeTruthy()
    expect(within(card).getByText('40 % bewertet')).toBeTruthy()
    expect(within(card).getByRole('link', { name: texts.home.view }).getAttribute('href')).toBe('/modules/2')
    // This year's card stays as it was: no archive mark, Öffnen.
    const current = screen.getByText('Brüche').closest('.mantine-Card-root') as HTMLElement
    expect(current.hasAttribute('data-archived')).toBe(false)
    expect(within(current).queryByText(texts.home.archived)).toBeNull()
    fireEvent.click(toggle)
    expect(screen.queryByText('Gleichungen')).toBeNull()
  })

  it('has no earlier years while no class is archived, and says so when only archived modules are left', () => {
    renderSection([module(1, 'Brüche', null)])
    expect(screen.queryByRole('region', { name: texts.home.earlierYears })).toBeNull()
    cleanup()
    renderSection([module(2, 'Gleichungen', '2025/26')])
    expect(screen.getByText(texts.home.noModules)).toBeTruthy()
    expect(screen.getByRole('button', { name: /Schuljahr 2025\/26/ })).toBeTruthy()
  })
})
