import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from './api-error'
import { newIdempotencyKey, useKeyedMutation } from './use-keyed-mutation'

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A call that answers as it is told, one outcome per call, and notes the key each call carried. */
function scriptedCall(outcomes: ('ok' | 'no answer' | 'refused')[]) {
  const keys: string[] = []
  const mutationFn = async (_input: { id: number }, key: string) => {
    keys.push(key)
    const outcome = outcomes.shift()
    if (outcome === 'no answer') throw new NetworkError(new TypeError('Failed to fetch'))
    if (outcome === 'refused') throw new ApiRequestError(409, { code: 'conflict', message: 'Schon gekauft.' })
    return 'gekauft'
  }
  return { keys, mutationFn }
}

async function send(
  result: { current: { mutateAsync: (input: { id: number }) => Promise<string> } },
  id = 7,
) {
  await act(async () => {
    await result.current.mutateAsync({ id }).catch(() => {})
  })
}

describe('useKeyedMutation (decision 047)', () => {
  it('repeats the key after no answer, so the server answers the first call again', async () => {
    const call = scriptedCall(['no answer', 'no answer', 'ok'])
    const { result } = renderHook(() => useKeyedMutation(call), { wrapper })
    await send(result)
    await send(result)
    await send(result)
    expect(call.keys).toHaveLength(3)
    expect(new Set(call.keys).size).toBe(1)
  })

  it('takes a new key after an answer, done or refused: the next click is a new intent', async () => {
    const call = scriptedCall(['ok', 'refused', 'ok'])
    const { result } = renderHook(() => useKeyedMutation(call), { wrapper })
    await send(result)
    await send(result)
    await send(result)
    expect(new Set(call.keys).size).toBe(3)
  })

  it('takes a new key for another input, even without an answer', async () => {
    const call = scriptedCall(['no answer', 'ok'])
    const { result } = renderHook(() => useKeyedMutation(call), { wrapper })
    await send(result, 7)
    await send(result, 8)
    expect(call.keys[0]).not.toBe(call.keys[1])
  })

  it('makes keys of 32 hex digits without crypto.randomUUID (plain http in a school network)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })
})
