import type { ClassInvitation } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { invitationState } from './class-invitations'

const invitation = (expired: boolean): ClassInvitation => ({
  user_id: 1,
  firstname: 'Lea',
  lastname: 'Graf',
  email: 'lea@schule.ch',
  invited_at: '2026-11-27T08:00:00.000Z',
  expires_at: '2026-12-11T08:00:00.000Z',
  expired,
})

describe('an invitation in the students table', () => {
  it('reads "eingeladen" with the day it was sent while open', () => {
    expect(invitationState(invitation(false))).toEqual({ key: 'invited', date: '2026-11-27T08:00:00.000Z' })
  })

  it('reads "abgelaufen" with the day it ran out once the 14 days are over', () => {
    expect(invitationState(invitation(true))).toEqual({ key: 'expired', date: '2026-12-11T08:00:00.000Z' })
  })
})
