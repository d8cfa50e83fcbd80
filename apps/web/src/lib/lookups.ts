import { useQuery } from '@tanstack/react-query'
import { callApi } from './api-client'

/**
 * The teacher's classes and subjects for the dialogs that choose one (activating a module, setting
 * homework or an exam) from the classes' and subjects' own calls (docs/product/runs.md "Activating"). The
 * keys are those of the classes and subjects screens, on purpose: the same call gives the same answer, so a
 * class created anywhere is in every list, without one feature reaching into another.
 */
export const lookupKeys = { groups: ['groups'] as const, subjects: ['subjects'] as const }

export function useGroupsLookup(enabled: boolean) {
  return useQuery({
    queryKey: lookupKeys.groups,
    queryFn: ({ signal }) => callApi('GET /groups', { signal }),
    enabled,
  })
}

export function useSubjectsLookup(enabled: boolean) {
  return useQuery({
    queryKey: lookupKeys.subjects,
    queryFn: ({ signal }) => callApi('GET /subjects', { signal }),
    enabled,
  })
}
