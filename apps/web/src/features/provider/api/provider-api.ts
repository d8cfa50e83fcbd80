import type { BalanceSort, GrantBody, StoreAuditAction, TakedownBody } from '@lernraster/shared'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { answerError, apiUrl, callApi, requestHeaders } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/csv'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'

// The provider's calls (issue 38): the ledger, the audit trail, grants and takedowns.

type BalanceQuery = { search?: string; sort: BalanceSort; page: number }
type AuditQuery = { action?: StoreAuditAction; person?: string; page: number }

const providerKeys = {
  all: ['provider'] as const,
  balances: (query: BalanceQuery) => [...providerKeys.all, 'balances', query] as const,
  purchases: () => [...providerKeys.all, 'purchases'] as const,
  audit: (query: AuditQuery) => [...providerKeys.all, 'audit', query] as const,
}

export function useBalancesQuery(query: BalanceQuery) {
  return useQuery({
    queryKey: providerKeys.balances(query),
    queryFn: ({ signal }) => callApi('GET /provider/balances', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePurchaseMonthsQuery() {
  return useQuery({
    queryKey: providerKeys.purchases(),
    queryFn: ({ signal }) => callApi('GET /provider/purchases', { signal }),
  })
}

export function useAuditQuery(query: AuditQuery) {
  return useQuery({
    queryKey: providerKeys.audit(query),
    queryFn: ({ signal }) => callApi('GET /provider/audit', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** The teacher a grant goes to, looked up before the provider confirms it. */
export const findTeacher = (email: string) => callApi('GET /provider/teachers/byEmail', { query: { email } })

/** A grant or correction; a double click books once (Idempotency-Key). The ledger and trail reload. */
export function useGrantMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: (body: GrantBody, idempotencyKey) =>
      callApi('POST /crystals/grant', { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  })
}

/**
 * Takes a module off the store; the review lists (key 'publications') and the trail reload. `onDone`
 * runs here, not in `mutate`'s callbacks: the reloaded list drops the row whose button asked, and
 * an unmounted caller's callbacks never run.
 */
export function useTakedownMutation(onDone: () => void) {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: TakedownBody) => callApi('POST /publications/takedown', { body }),
    onSuccess: onDone,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['publications'] }),
        queryClient.invalidateQueries({ queryKey: providerKeys.all }),
      ]),
  })
}

/** The file name the server gives in its content-disposition (filename*=UTF-8''...), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1]
  return encoded ? decodeURIComponent(encoded) : fallback
}

/**
 * A CSV the server writes (the whole list, not the page on screen); it needs the bearer token, so
 * the page fetches it and saves it.
 */
export async function downloadProviderCsv(
  path: '/provider/balances.csv' | '/provider/purchases.csv' | '/provider/audit.csv',
  query: Record<string, string | number | undefined> = {},
): Promise<void> {
  const defined = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  )
  const response = await fetch(apiUrl(path, defined as Record<string, string | number>), {
    headers: { ...requestHeaders(), Accept: 'text/csv' },
  })
  if (!response.ok) throw answerError(response.status, await response.json().catch(() => undefined))
  downloadBlob(
    fileNameOf(response.headers.get('content-disposition'), 'Lernraster.csv'),
    await response.blob(),
  )
}
