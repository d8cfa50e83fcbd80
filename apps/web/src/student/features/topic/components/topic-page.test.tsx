import { EventType, type StudentGrid, type StudentTopic } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { gridKeys, helpRequestKeys, teacherRatingKeys, topicKeys } from '../../../lib/query-keys'
import { fill, studentTexts } from '../../../locales'
import { TopicPage } from './topic-page'

const texts = studentTexts.de

const topic: StudentTopic = {
  event_id: 5,
  event_type_id: EventType.module,
  topic: { id: 31, title: 'Kürzen', description: '', topic_type_id: 1 },
  module_name: 'Brüche',
  subject: { id: 1, title: 'Mathematik', token: 'MA' },
  // The server answers a run of an archived class as not ratable, like a finished one.
  ratable: false,
  goal: 4.5,
  questions: [
    {
      id: 71,
      title: 'Kürze 6/8',
      description: '',
      order: 1,
      link: null,
      file: null,
      rating: { grade: 5, goal: 4.5, updated_at: '2026-05-04T08:00:00Z' },
      solutions: [],
      has_solution: false,
    },
  ],
}

const grid = (archivedIn: string | null): StudentGrid => ({
  event_id: 5,
  module: { id: 9, name: 'Brüche', description: '' },
  subject: { id: 1, title: 'Mathematik', token: 'MA' },
  group: { id: 1, name: '7a' },
  finished: true,
  archived_in: archivedIn,
  goal: 4.5,
  rows: 1,
  columns: 1,
  blocks: [],
})

function renderTopic(archivedIn: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(topicKeys.of(5, 31), topic)
  queryClient.setQueryData(teacherRatingKeys.of(5), { released: false, ratings: [] })
  queryClient.setQueryData(helpRequestKeys.of(5), [])
  queryClient.setQueryData(gridKeys.of(5), grid(archivedIn))
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <LanguageProvider>
          <MemoryRouter initialEntries={['/modules/5/topics/31']}>
            <Routes>
              <Route path="/modules/:eventId/topics/:topicId" element={<TopicPage />} />
            </Routes>
          </MemoryRouter>
        </LanguageProvider>
      </MantineProvider>
    </QueryClientProvider>,
  )
}

afterEach(cleanup)

describe('TopicPage of a run that cannot be rated any more', () => {
  it('in an archived class: says so, shows the grade, and offers no rating, feedback or help (decision 051)', () => {
    renderTopic('2025/26')
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      fill(texts.grid.archivedNote, { year: '2025/26' }),
    )
    expect(screen.getByText(fill(texts.topic.rated, { grade: '5' }))).toBeTruthy()
    const grade = screen.getByRole('combobox', { name: fill(texts.topic.rateOf, { title: 'Kürze 6/8' }) })
    expect((grade as HTMLSelectElement).disabled).toBe(true)
    expect(
      screen.queryByRole('button', { name: fill(texts.topic.feedbackOf, { title: 'Kürze 6/8' }) }),
    ).toBeNull()
    expect(screen.queryByText(texts.help.title)).toBeNull()
    expect(screen.queryByText(texts.topic.notRatable)).toBeNull()
  })

  it('of a finished module: feedback and the help panel stay, as the server still takes feedback there', () => {
    renderTopic(null)
    expect(screen.queryByTestId('read-only-note')).toBeNull()
    expect(screen.getByText(texts.topic.notRatable)).toBeTruthy()
    expect(
      screen.getByRole('button', { name: fill(texts.topic.feedbackOf, { title: 'Kürze 6/8' }) }),
    ).toBeTruthy()
    expect(screen.getByText(texts.help.notNow)).toBeTruthy()
  })
})
