import type { RunningCheckAttempt } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { readKeptAnswers } from '../model/kept-answers'
import { AttemptView } from './attempt-view'
import { useHandIn } from './use-hand-in'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const attempt: RunningCheckAttempt = {
  id: 41,
  number: 1,
  started_at: '2026-11-27T10:00:00.000Z',
  ends_at: null,
  items: [
    {
      id: 'q1',
      kind: 'single',
      prompt: 'Welcher Bruch ist gekürzt?',
      picture: null,
      options: [
        { id: 'o1', text: '2/4' },
        { id: 'o2', text: '1/2' },
      ],
      unit: '',
    },
    { id: 'q2', kind: 'number', prompt: 'Wie lang ist die Strecke?', picture: null, options: [], unit: 'cm' },
    {
      id: 'q3',
      kind: 'text',
      prompt: 'Wie heisst der Strich im Bruch?',
      picture: null,
      options: [],
      unit: '',
    },
  ],
}

function Attempt() {
  return <AttemptView attempt={attempt} handIn={useHandIn(7, 9, attempt)} />
}

/** The check screen's attempt as a fresh page load would show it: the answers only from the device. */
function openPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <LanguageProvider>
          <Attempt />
        </LanguageProvider>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('a running attempt', () => {
  it('keeps every answer on the device as it is given, and shows them again after a reload', () => {
    openPage()
    expect(screen.getByText('Aufgabe 1 von 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: '1/2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(screen.getByText('Aufgabe 2 von 3')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Deine Zahl' }), { target: { value: '3,5' } })
    expect(readKeptAnswers(attempt.id)).toMatchObject({
      answers: { q1: { kind: 'single', option: 'o2' }, q2: { kind: 'number', value: '3,5' } },
      handingIn: false,
    })

    // The reload: a new page, nothing in memory.
    cleanup()
    openPage()
    expect(screen.getByRole('radio', { name: '1/2' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('button', { name: 'Aufgabe 1, beantwortet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Aufgabe 2, beantwortet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Aufgabe 3' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Aufgabe 2, beantwortet' }))
    expect((screen.getByRole('textbox', { name: 'Deine Zahl' }) as HTMLInputElement).value).toBe('3,5')
  })

  it('asks before handing in with items left open, and keeps working on request', () => {
    openPage()
    fireEvent.click(screen.getByRole('radio', { name: '2/4' }))
    fireEvent.click(screen.getByRole('button', { name: 'Aufgabe 3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Abgeben' }))
    expect(
      screen.getByText(
        'Du hast 2 von 3 Aufgaben noch nicht beantwortet. Was offen bleibt, zählt als falsch.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Weiterarbeiten' }))
    expect(screen.queryByText('Wirklich abgeben?')).toBeNull()
    // Nothing was handed in: the answers stay open to change.
    expect(readKeptAnswers(attempt.id)?.handingIn).toBe(false)
  })
})
