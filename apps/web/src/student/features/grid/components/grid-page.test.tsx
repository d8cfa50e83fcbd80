import type { OwnNextStep, StudentGrid } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { gridKeys, nextStepKeys } from '../../../lib/query-keys'
import { fill, studentTexts } from '../../../locales'
import { GridPage } from './grid-page'

const texts = studentTexts.de

const grid = (state: { finished: boolean; archived_in: string | null }): StudentGrid => ({
  event_id: 5,
  module: { id: 9, name: 'Brüche', description: '' },
  subject: { id: 1, title: 'Mathematik', token: 'MA' },
  group: { id: 1, name: '7a' },
  ...state,
  goal: 4.5,
  rows: 1,
  columns: 1,
  blocks: [
    {
      id: 1,
      name: 'Grundlagen',
      description: '',
      order: 1,
      topics: [
        {
          id: 31,
          title: 'Kürzen',
          description: '',
          order: 1,
          topic_type_id: 1,
          questions_count: 4,
          rated_count: 2,
          average: 5,
        },
      ],
    },
  ],
})

const nextStep: OwnNextStep = { next_step: { topic_id: 31, pinned: false } }

function renderGrid(data: StudentGrid) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(gridKeys.of(5), data)
  queryClient.setQueryData(nextStepKeys.of(5), nextStep)
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <LanguageProvider>
          <MemoryRouter initialEntries={['/modules/5']}>
            <Routes>
              <Route path="/modules/:eventId" element={<GridPage />} />
            </Routes>
          </MemoryRouter>
        </LanguageProvider>
      </MantineProvider>
    </QueryClientProvider>,
  )
}

afterEach(cleanup)

describe('GridPage of a run that cannot be rated any more', () => {
  it('says at the top that the class is archived, in which school year, and offers no next step (decision 051)', () => {
    renderGrid(grid({ finished: true, archived_in: '2025/26' }))
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      'Diese Klasse ist archiviert (Schuljahr 2025/26). Du kannst alles ansehen, aber nichts mehr ändern.',
    )
    expect(screen.queryByText(texts.grid.finishedNote)).toBeNull()
    expect(screen.queryByText(texts.nextStep.title)).toBeNull()
    expect(screen.queryByText(texts.nextStep.badge)).toBeNull()
    // The topics stay open to look at.
    expect(
      screen.getByRole('link', { name: fill(texts.grid.cell, { title: 'Kürzen', rated: 2, total: 4 }) }),
    ).toBeTruthy()
  })

  it('keeps the finished module’s own note, and none while the module runs', () => {
    renderGrid(grid({ finished: true, archived_in: null }))
    expect(screen.getByTestId('read-only-note').textContent).toBe(texts.grid.finishedNote)
    cleanup()
    renderGrid(grid({ finished: false, archived_in: null }))
    expect(screen.queryByTestId('read-only-note')).toBeNull()
    expect(screen.getByText(texts.nextStep.title)).toBeTruthy()
  })
})
