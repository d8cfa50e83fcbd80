import { z } from 'zod'
import { authMessages } from '../messages/auth'
import { studentAccountMessages } from '../messages/student-accounts'
import { studentNameLimits } from '../student-names'
import { emailField, requiredText } from './common'
import { idField } from './subjects'

/**
 * POST /groups/createStudents: a list of names for one of the teacher's classes (decision 038).
 * Without `commit` it is only checked (the preview, user names as they would be); with it, every
 * line becomes an account with a start password and a member of the class, or none does.
 */
export const createStudentsBody = z.strictObject({
  group_id: idField,
  names: z.string().max(studentNameLimits.maxChars, { error: studentAccountMessages.tooManyRows }),
  commit: z.boolean().default(false),
})
export type CreateStudentsBody = z.input<typeof createStudentsBody>

export const createdStudentRow = z.object({
  line: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** The preview's is a proposal (another list may take it first); the commit's is the account's. */
  username: z.string().nullable(),
  /** Only in the commit's answer, and never again: the server keeps only its hash. */
  start_password: z.string().nullable(),
  /** The account, once made. */
  user_id: z.number().int().nullable(),
  /** Empty when the line can be created. */
  problems: z.array(z.string()),
})
export type CreatedStudentRow = z.infer<typeof createdStudentRow>

export const createStudentsAnswer = z.object({
  rows: z.array(createdStudentRow),
  /** Whether the accounts were made (commit and no line with a problem). */
  created: z.boolean(),
})
export type CreateStudentsAnswer = z.infer<typeof createStudentsAnswer>

/** POST /groups/newStartPassword: "Neue Karte" for one student of one of the teacher's classes. */
export const newStartPasswordBody = z.strictObject({ group_id: idField, user_id: idField })
export type NewStartPasswordBody = z.infer<typeof newStartPasswordBody>

export const newStartPasswordAnswer = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  start_password: z.string(),
})
export type NewStartPasswordAnswer = z.infer<typeof newStartPasswordAnswer>

/**
 * POST /account/addEmail (student app): a student made without an address adds one later; it counts
 * once confirmed with the mailed code (POST /account/confirmEmail).
 */
export const addEmailBody = z.strictObject({ email: emailField(authMessages.emailInvalid) })
export type AddEmailBody = z.infer<typeof addEmailBody>

export const confirmEmailCodeBody = z.strictObject({
  code: requiredText(authMessages.confirmationCodeRequired, 20),
})
export type ConfirmEmailCodeBody = z.infer<typeof confirmEmailCodeBody>
