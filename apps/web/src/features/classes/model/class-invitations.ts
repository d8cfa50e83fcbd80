import type { ClassInvitation } from '@lernraster/shared'

/**
 * How an invitation reads in the class's students table (decision 037): "eingeladen" with the day it
 * was sent while open, "Einladung abgelaufen" with the day it ran out after 14 days. A student who
 * has not answered and a teacher's address look the same: the server makes no difference either.
 */
export function invitationState(invitation: ClassInvitation): { key: 'invited' | 'expired'; date: string } {
  return invitation.expired
    ? { key: 'expired', date: invitation.expires_at }
    : { key: 'invited', date: invitation.invited_at }
}
