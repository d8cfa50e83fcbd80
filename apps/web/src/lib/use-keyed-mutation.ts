import type { DefaultError, UseMutationOptions, UseMutationResult } from '@tanstack/react-query'
import { useRef } from 'react'
import { NetworkError } from './api-error'
import { useGuardedMutation } from './use-guarded-mutation'

/**
 * A mutation whose repetition costs (a purchase, a copy, an import; the calls with an
 * `Idempotency-Key` in the table of calls, decision 047). Its call gets a key that stays the same
 * while the same input is sent again without an answer having come: a teacher on weak Wi-Fi who
 * clicks *Kaufen* again after "Keine Antwort vom Server" gets the first purchase's answer, never a
 * second purchase. Any answer of the server (done or refused), or another input, starts a new key.
 */
export function useKeyedMutation<TData = unknown, TVariables = void>(
  options: Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationFn'> & {
    mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>
  },
): UseMutationResult<TData, DefaultError, TVariables> {
  const pending = useRef<{ input: string; key: string } | null>(null)
  const { mutationFn, ...rest } = options
  return useGuardedMutation({
    ...rest,
    mutationFn: async (variables: TVariables) => {
      const input = inputText(variables)
      if (pending.current?.input !== input) pending.current = { input, key: newIdempotencyKey() }
      try {
        const answer = await mutationFn(variables, pending.current.key)
        pending.current = null
        return answer
      } catch (error) {
        if (!(error instanceof NetworkError)) pending.current = null
        throw error
      }
    },
  })
}

/** The input as text, to tell a repetition from a new intent; files by name, size and date. */
function inputText(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value instanceof File ? `${value.name}:${value.size}:${value.lastModified}` : value,
  )
}

/**
 * 128 random bits as hex. `crypto.getRandomValues`, not `randomUUID`: a school may serve the app over
 * plain http inside its network, where `randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
