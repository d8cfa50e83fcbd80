import { z } from 'zod'
import { moduleMessages } from '../messages/modules'
import { moduleLimits } from '../modules'
import { idField, idParam } from './subjects'

// Sharing a module with a colleague (docs/product/modules.md "Sharing": modules/share and sharedUsers).

/**
 * The share dialog's e-mail field (docs/product/modules.md "Sharing": a standard pattern, at most 40
 * characters); the lookup itself is users/getUserByEmail.
 */
export const shareEmail = z
  .string({ error: moduleMessages.shareEmailInvalid })
  .trim()
  .toLowerCase()
  .max(moduleLimits.shareEmailMax, { error: moduleMessages.shareEmailTooLong })
  .pipe(z.email({ error: moduleMessages.shareEmailInvalid }))

export const moduleShareBody = z.strictObject({ id: idField, to_admin_id: idField })
export type ModuleShareBody = z.infer<typeof moduleShareBody>

export const sharedUsersQuery = z.strictObject({ id: idParam })
/** A teacher the module is shared with; the owner typed the address, so it is shown back. */
export const sharedUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  shared_at: z.string(),
  /** Classes of theirs the module runs in: a share taken back leaves these running. */
  active_modules_count: z.number().int(),
})
export type SharedUser = z.infer<typeof sharedUser>
export const sharedUserList = z.array(sharedUser)
