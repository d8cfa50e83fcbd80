import { z } from 'zod'
import { classImportLimits } from '../class-import'
import { classImportMessages } from '../messages/class-import'
import { group, groupUpdateBody, groupUsersQuery } from './groups'
import { idField } from './subjects'

/**
 * POST /groups/importStudents: a pasted or uploaded list for one of the teacher's classes. Without
 * `commit` it is only checked (the preview); with it, it is imported whole or not at all.
 */
export const classImportBody = z.strictObject({
  group_id: idField,
  csv: z.string().max(classImportLimits.maxChars, { error: classImportMessages.tooManyRows }),
  commit: z.boolean().default(false),
})
export type ClassImportBody = z.input<typeof classImportBody>

/**
 * What happens to a line: 'invite' for every well-formed address not yet in the class, whether it has
 * an account or not and whose, so that the check reveals nobody's account (decision 037); 'member' for
 * who is in the class already, which the teacher knows anyway.
 */
export const importOutcomes = ['invite', 'member'] as const
export type ImportOutcome = (typeof importOutcomes)[number]

export const importRow = z.object({
  line: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  outcome: z.enum(importOutcomes).nullable(),
  /** Empty when the line can be imported. */
  problems: z.array(z.string()),
})
export type ImportRow = z.infer<typeof importRow>

export const classImportAnswer = z.object({
  rows: z.array(importRow),
  /** Whether the list was written (commit and no line with a problem). */
  imported: z.boolean(),
})
export type ClassImportAnswer = z.infer<typeof classImportAnswer>

/** POST /groups/copy: a new class with the active students of one of the teacher's classes. */
export const classCopyBody = groupUpdateBody
export type ClassCopyBody = z.infer<typeof classCopyBody>
export const classCopyAnswer = group

/**
 * GET /groups/invitations: who a class list invited and has not accepted yet (decision 037), with the
 * names as the list gave them. `expired` once the 14 days are over: the teacher may withdraw it or
 * import the line again, which renews it.
 */
export const classInvitationsQuery = groupUsersQuery
export const classInvitation = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
})
export type ClassInvitation = z.infer<typeof classInvitation>
export const classInvitationList = z.array(classInvitation)

/** POST /groups/withdrawInvitation: the invitation is gone; accepting it later finds nothing. */
export const withdrawInvitationBody = z.strictObject({ group_id: idField, user_id: idField })
export type WithdrawInvitationBody = z.infer<typeof withdrawInvitationBody>
export const withdrawInvitationAnswer = z.object({ withdrawn: z.boolean() })

/**
 * GET /invitations (student API): the student's open invitations into classes, soonest to expire
 * last; an expired one is no longer listed and can no longer be accepted.
 */
export const studentInvitation = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  teacher: z.object({ firstname: z.string(), lastname: z.string() }),
  invited_at: z.string(),
  expires_at: z.string(),
})
export type StudentInvitation = z.infer<typeof studentInvitation>
export const studentInvitationList = z.array(studentInvitation)

/** POST /invitations/accept and /invitations/decline (student API): one invitation, by its class. */
export const invitationAnswerBody = z.strictObject({ group_id: idField })
export type InvitationAnswerBody = z.infer<typeof invitationAnswerBody>
export const invitationDeclined = z.object({ declined: z.boolean() })
