import { moduleMessages, shareEmail } from '@lernraster/shared'

/** Where the typed address stands before and without the lookup (docs/product/modules.md "Sharing"). */
export type ShareEmailCheck =
  | { state: 'empty' }
  | { state: 'invalid' | 'tooLong' | 'self' }
  | { state: 'alreadyShared'; email: string }
  /** A well-formed address nobody has the module from yet: look the teacher up. */
  | { state: 'ok'; email: string }

/**
 * Checks the share field as typed, with the shared `shareEmail` rule (the server's own), and the
 * two things the client already knows: the addresses it is shared with, and the teacher's own.
 */
export function checkShareEmail(
  typed: string,
  known: { sharedEmails: readonly string[]; ownEmail: string | undefined },
): ShareEmailCheck {
  if (typed.trim() === '') return { state: 'empty' }
  const parsed = shareEmail.safeParse(typed)
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.message === moduleMessages.shareEmailTooLong)
    return { state: tooLong ? 'tooLong' : 'invalid' }
  }
  const email = parsed.data
  if (known.ownEmail !== undefined && email === known.ownEmail.trim().toLowerCase()) return { state: 'self' }
  if (known.sharedEmails.some((shared) => shared.trim().toLowerCase() === email)) {
    return { state: 'alreadyShared', email }
  }
  return { state: 'ok', email }
}
