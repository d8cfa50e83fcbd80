import type { PublicTeacher, SharedUser } from '@lernraster/shared'
import { useDebouncedValue } from '@mantine/hooks'
import { isApiError } from '../../../../lib/api-error'
import { useTeacherLookupQuery } from '../../api/sharing'
import { checkShareEmail } from '../../model/share-email'

/** How long typing must pause before an address is looked up. */
const lookupDelayMs = 300

export type ShareLookup =
  | { status: 'empty' | 'invalid' | 'tooLong' | 'self' | 'alreadyShared' | 'searching' | 'notFound' }
  | { status: 'failed'; error: unknown }
  | { status: 'found'; teacher: PublicTeacher }

/**
 * Where the typed address stands (docs/product/modules.md "Sharing"): checked as typed, and once it is a
 * valid address nobody has the module from, the teacher is looked up after a short pause. The answer shown is
 * always the one for the address in the field: an answer for an address typed past belongs to another query
 * and is never shown.
 */
export function useShareLookup(
  typed: string,
  known: { sharedUsers: readonly SharedUser[] | undefined; ownEmail: string | undefined },
): ShareLookup {
  const check = checkShareEmail(typed, {
    sharedEmails: known.sharedUsers?.map((user) => user.email) ?? [],
    ownEmail: known.ownEmail,
  })
  const current = check.state === 'ok' ? check.email : null
  const [settled] = useDebouncedValue(current, lookupDelayMs)
  const lookup = useTeacherLookupQuery(settled !== null && settled === current ? settled : null)

  if (check.state !== 'ok') return { status: check.state }
  if (settled !== current || lookup.isPending) return { status: 'searching' }
  if (lookup.isError) {
    return isApiError(lookup.error, 'notFound')
      ? { status: 'notFound' }
      : { status: 'failed', error: lookup.error }
  }
  // The same person under another address of theirs, or a list loaded after the address was typed.
  if (known.sharedUsers?.some((user) => user.id === lookup.data.id)) return { status: 'alreadyShared' }
  return { status: 'found', teacher: lookup.data }
}
