import type { TrashItem } from '@lernraster/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { trashListKey } from '../../../lib/trash-queries'

/** GET /trash: the teacher's items, newest first, with what comes back with each. */
export function listTrash(signal?: AbortSignal) {
  return callApi('GET /trash', { signal })
}

export const trashListQueryOptions = () =>
  queryOptions({ queryKey: trashListKey, queryFn: ({ signal }) => listTrash(signal) })

export function useTrashListQuery() {
  return useQuery(trashListQueryOptions())
}

/** One item of the list, for the delete-for-good confirmation: its figures as the list last read them. */
export function useTrashItemQuery(id: number) {
  return useQuery({
    ...trashListQueryOptions(),
    select: (list): TrashItem => {
      const item = list.items.find((candidate) => candidate.id === id)
      if (!item) throw new Error(`Trash item ${id} is no longer listed`)
      return item
    },
  })
}
