import type { TopicCheck } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../../../lib/i18n'

// Issue 37 item 1: the check editor's keyboard moves, its messages at their fields (the contract's
// before any request, the server's 422 and 409 after one) and what a taken check locks (decision 053).
let TopicCheckTab: typeof import('./topic-check-tab').default
beforeAll(async () => {
  // Mantine's autosizing textarea listens for web fonts; happy-dom has no document.fonts.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    })
  await setupI18n('de')
  ;({ default: TopicCheckTab } = await import('./topic-check-tab'))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const choice = (id: string, prompt: string) => ({
  kind: 'single' as const,
  id,
  prompt,
  picture: null,
  feedback: `Rückmeldung zu ${prompt}`,
  options: [
    { id: 'o1', text: 'ja' },
    { id: 'o2', text: 'nein' },
  ],
  correct: 'o1',
})

const storedCheck = (taken: boolean): TopicCheck => ({
  topic_id: 5,
  pass_percent: 80,
  opens: 'rated',
  wait_hours: 24,
  max_attempts: null,
  time_limit_minutes: null,
  items: [choice('i1', 'Erste'), choice('i2', 'Zweite'), choice('i3', 'Dritte')],
  taken,
  updated_at: '2026-11-27T10:00:00.000Z',
})

type Reply = { status: number; body: unknown }

function setup(check: TopicCheck | null, saveReply?: Reply) {
  const saved: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST' && url.endsWith('/checks/save')) {
        saved.push(JSON.parse(String(init.body)))
        const reply = saveReply ?? { status: 200, body: check }
        return new Response(JSON.stringify(reply.body), { status: reply.status })
      }
      return new Response(JSON.stringify(check), { status: 200 })
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <TopicCheckTab topicId={5} />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { saved }
}

const items = () => screen.getAllByRole('listitem').filter((element) => element.hasAttribute('data-item'))
const promptOf = (item: HTMLElement) =>
  within(item).getByRole<HTMLTextAreaElement>('textbox', { name: /Aufgabenstellung/ })
const prompts = () => items().map((item) => promptOf(item).value)

describe('the check editor', () => {
  it('moves the item with Alt+Arrow and its buttons; the cursor stays with it and the place is announced', async () => {
    setup(storedCheck(false))
    await screen.findByText('3 Aufgaben · bestanden ab 80 %')
    const first = promptOf(items()[0] as HTMLElement)
    first.focus()

    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true })

    expect(prompts()).toEqual(['Zweite', 'Erste', 'Dritte'])
    await waitFor(() => expect(document.activeElement).toBe(first))
    expect(screen.getByRole('status').textContent).toBe('Aufgabe an Stelle 2 von 3 verschoben.')

    // Without Alt, the arrow belongs to the text field.
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(prompts()).toEqual(['Zweite', 'Erste', 'Dritte'])

    const up = screen.getByRole('button', { name: 'Aufgabe 3 nach oben' })
    up.focus()
    fireEvent.click(up)
    expect(prompts()).toEqual(['Zweite', 'Dritte', 'Erste'])
    // The button the teacher used is now item 2's: the cursor stays on it.
    await waitFor(() => expect(document.activeElement).toBe(up))
    expect(up.getAttribute('aria-label')).toBe('Aufgabe 2 nach oben')
    expect(screen.getByRole('button', { name: 'Aufgabe 1 nach oben' })).toHaveProperty('disabled', true)
  })

  it("shows the contract's messages at their fields before any request and focuses the first", async () => {
    const { saved } = setup(null)
    fireEvent.click(await screen.findByRole('button', { name: 'Lernkontrolle hinzufügen' }))
    const item = items()[0] as HTMLElement
    await waitFor(() => expect(document.activeElement).toBe(promptOf(item)))

    fireEvent.click(screen.getByRole('button', { name: 'Lernkontrolle speichern' }))

    expect(saved).toEqual([])
    const count = await screen.findByText('Eine Lernkontrolle hat 3 bis 15 Aufgaben.')
    await waitFor(() => expect(document.activeElement).toBe(count))
    expect(promptOf(item).getAttribute('aria-invalid')).toBe('true')
    expect(within(item).getByText('Bitte geben Sie die Aufgabe ein.')).toBeTruthy()
    // Each empty answer says so under itself; the list says that no right answer is marked.
    expect(within(item).getAllByText('Bitte füllen Sie jede Antwort aus.')).toHaveLength(2)
    expect(within(item).getByText('Bitte markieren Sie mindestens eine richtige Antwort.')).toBeTruthy()

    // Typing into the task takes its message away, and only its own.
    fireEvent.change(promptOf(item), { target: { value: 'Ist 2 eine Primzahl?' } })
    expect(within(item).queryByText('Bitte geben Sie die Aufgabe ein.')).toBeNull()
    expect(within(item).getAllByText('Bitte füllen Sie jede Antwort aus.')).toHaveLength(2)
  })

  it("puts the server's field errors (items.1.options) at the item's field", async () => {
    const { saved } = setup(storedCheck(false), {
      status: 422,
      body: {
        code: 'validation',
        message: 'Die Eingaben sind ungültig.',
        errors: { 'items.1.options': ['Bitte geben Sie 2 bis 8 Antworten an.'] },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Lernkontrolle speichern' }))
    const second = items()[1] as HTMLElement
    const message = await within(second).findByText('Bitte geben Sie 2 bis 8 Antworten an.')
    expect(saved).toHaveLength(1)
    await waitFor(() => expect(document.activeElement).toBe(message))
    expect(within(items()[0] as HTMLElement).queryByText('Bitte geben Sie 2 bis 8 Antworten an.')).toBeNull()
  })

  it('says why a save of a check taken meanwhile was refused (409)', async () => {
    setup(storedCheck(false), {
      status: 409,
      body: {
        code: 'checkTaken',
        message:
          'Diese Lernkontrolle wurde schon abgelegt. Ändern lassen sich jetzt nur noch Texte, Bilder, Rückmeldungen, die Reihenfolge der Aufgaben und wann, wie oft und wie lange sie gemacht werden kann – nicht die Aufgaben selbst, ihre richtigen Antworten oder die Bestehensgrenze.',
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Lernkontrolle speichern' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Diese Lernkontrolle wurde schon abgelegt\./)
  })

  it("locks a taken check's items, right answers and pass mark before any save; texts and order stay free", async () => {
    setup(storedCheck(true))
    await screen.findByText('Schon abgelegt')
    const item = items()[0] as HTMLElement
    expect(within(item).getByRole<HTMLSelectElement>('combobox', { name: 'Art der Aufgabe' }).disabled).toBe(
      true,
    )
    expect(
      within(item).getByRole<HTMLInputElement>('radio', { name: 'Antwort 1 ist richtig' }).disabled,
    ).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Bestehensgrenze (%)' }).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Aufgabe hinzufügen' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Aufgabe 1 entfernen' })).toBeNull()
    expect(within(item).queryByRole('button', { name: 'Antwort hinzufügen' })).toBeNull()
    expect(within(item).queryByRole('button', { name: 'Antwort 1 entfernen' })).toBeNull()
    // Free: the wording and the order.
    expect(promptOf(item).disabled || promptOf(item).readOnly).toBe(false)
    expect(within(item).getByRole<HTMLInputElement>('textbox', { name: 'Antwort 1' }).readOnly).toBe(false)
    expect(screen.getByRole('button', { name: 'Aufgabe 1 nach unten' })).toHaveProperty('disabled', false)
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Öffnet' }).disabled).toBe(false)
  })

  it('previews the items as a student sees them and scores tried answers with the server rules', async () => {
    const { saved } = setup(storedCheck(false))
    fireEvent.click(await screen.findByRole('radio', { name: 'Vorschau' }))
    const shown = () =>
      screen.getAllByRole('listitem').filter((element) => element.getAttribute('aria-label'))
    const [first, second] = shown() as [HTMLElement, HTMLElement]
    expect(within(first).getByText('Erste')).toBeTruthy()
    // No right answer shows before the check, nor any feedback.
    expect(screen.queryByText('richtig')).toBeNull()
    expect(screen.queryByText('Rückmeldung zu Erste')).toBeNull()

    fireEvent.click(within(first).getByRole('radio', { name: 'ja' }))
    fireEvent.click(within(second).getByRole('radio', { name: 'nein' }))
    fireEvent.click(screen.getByRole('button', { name: 'Antworten prüfen' }))

    expect(within(first).getByText('richtig')).toBeTruthy()
    expect(within(second).getByText('falsch')).toBeTruthy()
    expect(within(first).getByText('Rückmeldung zu Erste')).toBeTruthy()
    expect(screen.getByText('1 von 3 richtig (33 %): nicht bestanden')).toBeTruthy()
    expect(saved).toEqual([])
  })
})
