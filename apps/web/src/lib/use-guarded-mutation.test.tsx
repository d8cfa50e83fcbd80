import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useGuardedMutation } from './use-guarded-mutation'

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A request the test answers when it likes, as a slow server would. */
function pendingRequest() {
  const answers: ((value: string) => void)[] = []
  const mutationFn = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)))
  return { mutationFn, answer: (value: string) => answers.shift()?.(value) }
}

describe('useGuardedMutation', () => {
  it('sends one request for a double click, and calls back once', async () => {
    const request = pendingRequest()
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useGuardedMutation({ mutationFn: request.mutationFn }), { wrapper })
    await act(async () => {
      // Two clicks in the same moment, before React has rendered the button busy.
      result.current.mutate(undefined, { onSuccess })
      result.current.mutate(undefined, { onSuccess })
    })
    expect(request.mutationFn).toHaveBeenCalledTimes(1)
    await act(async () => request.answer('gelöscht'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('lets the next call through once the first has its answer, failed or not', async () => {
    const mutationFn = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok')
    const { result } = renderHook(() => useGuardedMutation({ mutationFn }), { wrapper })
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => {})
    })
    await act(async () => {
      await result.current.mutateAsync(undefined)
    })
    expect(mutationFn).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(result.current.data).toBe('ok'))
  })

  it('hands a second mutateAsync the answer of the first instead of a second request', async () => {
    const request = pendingRequest()
    const { result } = renderHook(() => useGuardedMutation({ mutationFn: request.mutationFn }), { wrapper })
    let first: Promise<string> | undefined
    let second: Promise<string> | undefined
    await act(async () => {
      first = result.current.mutateAsync(undefined)
      second = result.current.mutateAsync(undefined)
    })
    expect(second).toBe(first)
    await act(async () => request.answer('einmal'))
    await expect(second).resolves.toBe('einmal')
    expect(request.mutationFn).toHaveBeenCalledTimes(1)
  })
})
