import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

export function getModule(id: number, signal?: AbortSignal) {
  return callApi('GET /modules/byId', { query: { id }, signal })
}

export const moduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: moduleKeys.detail(id), queryFn: ({ signal }) => getModule(id, signal) })

/** The whole grid of one module; disabled while there is no id yet (a new module before its first save). */
export function useModuleQuery(id: number | undefined) {
  return useQuery({ ...moduleQueryOptions(id ?? 0), enabled: id !== undefined })
}
