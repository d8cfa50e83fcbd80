import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query'
import { useRef } from 'react'

/**
 * useMutation, except that a call made while the previous one is still on its way is dropped: a
 * double click on Ja or Speichern, or Enter held down, sends one request and never turns the second
 * answer (a 404 for what was just deleted) into an error (docs/design.md "Dialogs"). The flag is set at
 * once, before React has rendered the button busy. Every mutation of the app goes through here;
 * Biome refuses a direct useMutation anywhere else (biome.json, noRestrictedImports).
 */
export function useGuardedMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const running = useRef<Promise<TData> | null>(null)
  const mutation = useMutation(options)

  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    if (running.current) return running.current
    const call = mutation.mutateAsync(...args)
    running.current = call
    const release = () => {
      running.current = null
    }
    call.then(release, release)
    return call
  }
  const mutate: typeof mutation.mutate = (...args) => {
    if (running.current) return
    // Failures reach the caller through its callbacks and the mutation's state, as with mutate().
    mutateAsync(...args).catch(() => {})
  }
  return { ...mutation, mutate, mutateAsync }
}
