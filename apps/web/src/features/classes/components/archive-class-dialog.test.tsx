import type { ArchiveClassAnswer, Group } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../../lib/i18n'
import { useSnackbar } from '../../../lib/snackbar'

// Issue 36 item 4: "Klasse archivieren" carries the class into the next year by default, under the
// name one year up (7a → 8a); unchecked, the request names no next class.
let ArchiveClassForm: typeof import('./archive-class-dialog').ArchiveClassForm
beforeAll(async () => {
  await setupI18n('de')
  await import('../texts')
  ;({ ArchiveClassForm } = await import('./archive-class-dialog'))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const group = { id: 7, name: '7a' } as Group

const answer = (next: Partial<Group> | null): ArchiveClassAnswer => ({
  archived: {
    id: 7,
    name: '7a',
    archived_at: '2026-07-10T08:00:00.000Z',
    school_year: '2025/26',
    delete_on: null,
    deleted_soon: false,
    students: 24,
    runs: [],
  },
  next_group: next as Group | null,
})

function setup(reply: ArchiveClassAnswer) {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST' && url.endsWith('/groups/archive')) {
        bodies.push(JSON.parse(String(init.body)))
        return new Response(JSON.stringify(reply), { status: 200 })
      }
      return new Response('[]', { status: 200 })
    }),
  )
  const onArchived = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ArchiveClassForm group={group} onCancel={vi.fn()} onBusy={vi.fn()} onArchived={onArchived} />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { bodies, onArchived }
}

describe('ArchiveClassForm', () => {
  it('carries the class into 8a by default and names the new class and its code', async () => {
    const { bodies, onArchived } = setup(answer({ id: 8, name: '8a', token: 'K8A2B3', users: [] }))
    const carry = screen.getByRole<HTMLInputElement>('checkbox', { name: /Ins nächste Schuljahr übernehmen/ })
    expect(carry.checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name der neuen Klasse' }).value).toBe('8a')

    fireEvent.click(screen.getByRole('button', { name: 'Archivieren' }))

    await waitFor(() => expect(onArchived).toHaveBeenCalledOnce())
    expect(bodies).toEqual([{ id: 7, next_name: '8a' }])
    expect(useSnackbar.getState().current?.message).toBe('7a ist archiviert; 8a hat den Code K8A2B3.')
  })

  it('sends the name as the teacher changed it', async () => {
    const { bodies, onArchived } = setup(answer({ id: 8, name: '8a Sport', token: 'K8A2B3', users: [] }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name der neuen Klasse' }), {
      target: { value: ' 8a Sport ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Archivieren' }))
    await waitFor(() => expect(onArchived).toHaveBeenCalledOnce())
    expect(bodies).toEqual([{ id: 7, next_name: '8a Sport' }])
  })

  it('unchecked, archives without a next class', async () => {
    const { bodies, onArchived } = setup(answer(null))
    fireEvent.click(screen.getByRole('checkbox', { name: /Ins nächste Schuljahr übernehmen/ }))
    expect(screen.queryByRole('textbox', { name: 'Name der neuen Klasse' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Archivieren' }))

    await waitFor(() => expect(onArchived).toHaveBeenCalledOnce())
    expect(bodies).toEqual([{ id: 7 }])
    expect(useSnackbar.getState().current?.message).toBe('Die Klasse 7a ist archiviert.')
  })

  it('refuses an empty name for the next class without asking the server', async () => {
    const { bodies } = setup(answer(null))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name der neuen Klasse' }), {
      target: { value: '  ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Archivieren' }))
    const name = screen.getByRole('textbox', { name: 'Name der neuen Klasse' })
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(bodies).toEqual([])
  })
})
