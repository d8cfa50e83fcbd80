import type { RosterImportAnswer } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { answerError, apiUrl, requestHeaders } from '../../../lib/api-client'
import { NetworkError } from '../../../lib/api-error'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { groupsQueryKey } from './list-groups'

export interface RosterImportInput {
  files: File[]
  commit: boolean
}

/**
 * POST /groups/importRoster (decision 044): a multipart form, the field `commit` before the files,
 * as the server reads the parts in order. The files are small (2 MB at most): no progress to show.
 */
async function sendRoster(
  { files, commit }: RosterImportInput,
  idempotencyKey: string,
): Promise<RosterImportAnswer> {
  const form = new FormData()
  form.append('commit', String(commit))
  for (const file of files) form.append('files', file)
  let response: Response
  try {
    response = await fetch(apiUrl('/groups/importRoster'), {
      method: 'POST',
      headers: { ...requestHeaders(), 'Idempotency-Key': idempotencyKey },
      body: form,
    })
  } catch (cause) {
    console.warn('Roster upload without answer', cause)
    throw new NetworkError(cause)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw answerError(response.status, body)
  return body as RosterImportAnswer
}

/** Checks the files (the preview) or, with commit, imports them; the class list reloads after. */
export function useImportRosterMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: sendRoster,
    onSuccess: async (answer) => {
      if (answer.imported) await queryClient.invalidateQueries({ queryKey: groupsQueryKey })
    },
  })
}
