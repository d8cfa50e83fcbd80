import type { Group, GroupStoreBody, Subject, SubjectStoreBody } from '@lernraster/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/**
 * The teacher's classes and subjects for the activate dialog (spec 2 §7: "the group and subject calls
 * of document 1"). The keys are those of the classes and subjects screens, on purpose: the same call
 * gives the same answer, so a class created here is in the classes screen's list and the other way
 * round, without either feature reaching into the other.
 */
const lookupKeys = { groups: ['groups'] as const, subjects: ['subjects'] as const }

export function useGroupsLookup(enabled: boolean) {
  return useQuery({
    queryKey: lookupKeys.groups,
    queryFn: ({ signal }) => apiRequest<Group[]>('GET', 'groups', { signal }),
    enabled,
  })
}

export function useSubjectsLookup(enabled: boolean) {
  return useQuery({
    queryKey: lookupKeys.subjects,
    queryFn: ({ signal }) => apiRequest<Subject[]>('GET', 'subjects', { signal }),
    enabled,
  })
}

/** A class created on the spot; pending until the list has it, so the select can choose it. */
export function useCreateGroupMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: GroupStoreBody) => apiRequest<Group>('POST', 'groups/store', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.groups }),
  })
}

/** A subject created on the spot; pending until the list has it. */
export function useCreateSubjectMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: SubjectStoreBody) => apiRequest<Subject>('POST', 'subjects/store', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.subjects, exact: true }),
  })
}
