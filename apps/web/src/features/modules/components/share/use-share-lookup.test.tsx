import type { SharedUser } from '@lernraster/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useShareLookup } from './use-share-lookup'

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** The lookup's server: each address is answered when the test says so. */
function slowServer() {
  const waiting = new Map<string, (response: Response) => void>()
  const fetch = vi.fn((url: string) => {
    const email = new URL(url, 'http://localhost').searchParams.get('email') ?? ''
    return new Promise<Response>((resolve) => waiting.set(email, resolve))
  })
  const answer = (email: string, status: number, body: object) =>
    waiting.get(email)?.(new Response(JSON.stringify(body), { status }))
  return { fetch, answer, asked: () => fetch.mock.calls.map(([url]) => decodeURIComponent(url)) }
}

const lea = { id: 7, firstname: 'Lea', lastname: 'Brunner' }
const shared: SharedUser[] = [
  { ...lea, email: 'lea@schule.ch', shared_at: '2026-11-01T08:00:00.000Z', active_modules_count: 0 },
]

describe('useShareLookup', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('looks up only the address still in the field: an answer for one typed past is never shown', async () => {
    const server = slowServer()
    vi.stubGlobal('fetch', server.fetch)
    const { result, rerender } = renderHook(
      ({ typed }) => useShareLookup(typed, { sharedUsers: [], ownEmail: 'ich@schule.ch' }),
      { wrapper, initialProps: { typed: 'max@schule.ch' } },
    )
    expect(result.current).toEqual({ status: 'searching' })
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1))

    rerender({ typed: 'lea.b@schule.ch' })
    await act(async () =>
      server.answer('max@schule.ch', 200, { id: 3, firstname: 'Max', lastname: 'Muster' }),
    )
    expect(result.current).toEqual({ status: 'searching' })

    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2))
    await act(async () =>
      server.answer('lea.b@schule.ch', 404, { code: 'notFound', message: 'Nicht gefunden' }),
    )
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound' }))
    expect(server.asked()).toEqual([
      '/api/teacher/v1/users/getUserByEmail?email=max@schule.ch',
      '/api/teacher/v1/users/getUserByEmail?email=lea.b@schule.ch',
    ])
  })

  it('asks nothing for what the client knows: a half address, its own, one it is shared with', async () => {
    const server = slowServer()
    vi.stubGlobal('fetch', server.fetch)
    const { result, rerender } = renderHook(
      ({ typed }) => useShareLookup(typed, { sharedUsers: shared, ownEmail: 'ich@schule.ch' }),
      { wrapper, initialProps: { typed: 'lea@' } },
    )
    expect(result.current).toEqual({ status: 'invalid' })
    rerender({ typed: 'ICH@schule.ch' })
    expect(result.current).toEqual({ status: 'self' })
    rerender({ typed: 'Lea@Schule.ch' })
    expect(result.current).toEqual({ status: 'alreadyShared' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server.fetch).not.toHaveBeenCalled()
  })

  it('finds a colleague, and knows them again under another address', async () => {
    const server = slowServer()
    vi.stubGlobal('fetch', server.fetch)
    const { result, rerender } = renderHook(
      ({ typed, sharedUsers }) => useShareLookup(typed, { sharedUsers, ownEmail: undefined }),
      { wrapper, initialProps: { typed: 'l.brunner@schule.ch', sharedUsers: [] as SharedUser[] } },
    )
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1))
    await act(async () => server.answer('l.brunner@schule.ch', 200, lea))
    await waitFor(() => expect(result.current).toEqual({ status: 'found', teacher: lea }))
    rerender({ typed: 'l.brunner@schule.ch', sharedUsers: shared })
    expect(result.current).toEqual({ status: 'alreadyShared' })
  })
})
