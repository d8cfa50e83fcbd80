import { EventType, type StudentCheck, type StudentGrid, type StudentTopic } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { gridKeys, helpRequestKeys, teacherRatingKeys, topicKeys } from '../../../lib/query-keys'
import { fill, studentTexts } from '../../../locales'
import { checkKey } from '../../check/api/check-queries'
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

function renderTopic(archivedIn: string | null, check: StudentCheck | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(topicKeys.of(5, 31), topic)
  queryClient.setQueryData(teacherRatingKeys.of(5), { released: false, ratings: [] })
  queryClient.setQueryData(helpRequestKeys.of(5), [])
  queryClient.setQueryData(gridKeys.of(5), grid(archivedIn))
  queryClient.setQueryData(checkKey(5, 31), check)
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

const check = (overrides: Partial<StudentCheck>): StudentCheck => ({
  topic_id: 31,
  item_count: 5,
  pass_percent: 80,
  time_limit_minutes: 20,
  max_attempts: 3,
  attempts_used: 1,
  state: 'open',
  next_at: null,
  running: null,
  last_result: null,
  attestation: null,
  ...overrides,
})

describe('the topic’s check card (issue 37)', () => {
  it('is not there while the topic has no check', () => {
    renderTopic(null)
    expect(screen.queryByTestId('check-card')).toBeNull()
  })

  it('says when the next attempt opens, how many are used and with what pass mark', () => {
    // 13:05 on the device's clock, whatever its time zone.
    const nextAt = new Date(2026, 10, 28, 13, 5).toISOString()
    renderTopic(null, check({ state: 'waiting', next_at: nextAt }))
    const card = screen.getByTestId('check-card')
    expect(card.textContent).toContain('Nächster Versuch ab 28.11.2026, 13:05 Uhr.')
    expect(card.textContent).toContain('Versuche: 1 von 3 · Zeit: 20 Minuten')
    expect(card.textContent).toContain('5 Aufgaben · bestanden ab 80 %')
    expect(screen.queryByRole('button', { name: texts.check.start })).toBeNull()
  })

  it('offers the start when open, and shows the teacher’s attestation with the note', () => {
    renderTopic(
      null,
      check({
        attestation: {
          attested: true,
          at: new Date(2026, 10, 20, 9).toISOString(),
          by: 'teacher',
          note: 'Im Gespräch gezeigt',
        },
      }),
    )
    expect(screen.getByRole('button', { name: texts.check.start })).toBeTruthy()
    expect(screen.getByText('Bestanden am 20.11.2026')).toBeTruthy()
    expect(screen.getByText(fill(texts.check.teacherNote, { note: 'Im Gespräch gezeigt' }))).toBeTruthy()
  })
})
