import { z } from 'zod'
import { schoolMessages } from '../messages/school'
import { ownPracticeClassName, schoolLimits } from '../school'
import { requiredText } from './common'
import { idField, idParam } from './subjects'

/**
 * A student as a class lists them; `pivot.active` is the membership's flag
 * (docs/product/subjects-and-classes.md "Students in a class").
 */
export const groupUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** Null for a student the teacher created without an address: then `username` names them. */
  email: z.string().nullable(),
  username: z.string().nullable(),
  /**
   * Whether the teacher may give this student a new login card (`POST /groups/newStartPassword`):
   * the class's teacher made the account and it has no address of its own (decision 038).
   */
  new_card: z.boolean(),
  /**
   * Whether the class's teacher made this account from a list of names (decision 038): then they
   * may download its data and delete it (`/studentAccounts/:userId/...`, decision 045).
   */
  own_account: z.boolean(),
  pivot: z.object({ active: z.boolean() }),
})
export type GroupUser = z.infer<typeof groupUser>
export const groupUserList = z.array(groupUser)

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The class code students type to join. */
  token: z.string(),
  /** How many memberships are active. */
  active_users: z.number().int(),
  users: groupUserList,
})
export type Group = z.infer<typeof group>
export const groupList = z.array(group)

export const groupName = requiredText(
  schoolMessages.groupNameRequired,
  schoolLimits.groupNameMax,
  schoolMessages.groupNameTooLong,
).refine((name) => name.toLowerCase() !== ownPracticeClassName.toLowerCase(), {
  error: schoolMessages.groupNameReserved,
})

export const groupStoreBody = z.strictObject({ name: groupName })
export type GroupStoreBody = z.infer<typeof groupStoreBody>

export const groupUpdateBody = z.strictObject({ id: idField, name: groupName })
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>

export const groupUsersQuery = z.strictObject({ id: idParam })

export const groupMemberParams = z.strictObject({ groupId: idParam, userId: idParam })

export const toggleActiveResponse = z.object({ active: z.boolean() })
export type ToggleActiveResponse = z.infer<typeof toggleActiveResponse>

/**
 * What becomes of a removed student's ratings in the class's runs (decision 042): 'keep' leaves them
 * stored, shown nowhere while the student is not a member, and back when they join again; 'delete'
 * deletes them (self-ratings, exam results, feedback, the teacher's ratings, help requests, pins).
 */
export const memberRatingsChoice = z.enum(['keep', 'delete'])
export type MemberRatingsChoice = z.infer<typeof memberRatingsChoice>
export const removeMemberBody = z.strictObject({ ratings: memberRatingsChoice })
export type RemoveMemberBody = z.infer<typeof removeMemberBody>
export const removeMemberResponse = z.object({ removed: z.boolean(), ratings: memberRatingsChoice })
export type RemoveMemberResponse = z.infer<typeof removeMemberResponse>
