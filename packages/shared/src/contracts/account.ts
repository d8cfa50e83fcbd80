import { z } from 'zod'
import { limits } from '../limits'
import { accountMessages } from '../messages/account'
import { authMessages } from '../messages/auth'
import { nameField, newPasswordField } from './auth'
import { emailField } from './common'

export const updateNameBody = z.strictObject({
  firstname: nameField(accountMessages.firstnameRequired, accountMessages.nameTooShort),
  lastname: nameField(accountMessages.lastnameRequired, accountMessages.nameTooShort),
})
export type UpdateNameBody = z.infer<typeof updateNameBody>

/**
 * Switching show_tour on also forgets which tours were seen, so every tour runs again (issue 31):
 * that is what a teacher asking for the tour in the settings or under Hilfe means.
 */
export const updateTourBody = z.strictObject({ show_tour: z.boolean() })
export type UpdateTourBody = z.infer<typeof updateTourBody>

/**
 * The app's guided tours: the start page's (docs/product/accounts.md "Product tour") and the progress screen's (docs/product/progress.md
 * "Tour").
 */
export const tourNames = ['start', 'progress'] as const
export const tourName = z.enum(tourNames)
export type TourName = z.infer<typeof tourName>

/** `users/tourSeen`: one tour ended or was closed; the others still run while show_tour is on. */
export const tourSeenBody = z.strictObject({ tour: tourName })
export type TourSeenBody = z.infer<typeof tourSeenBody>

export const updateEmailBody = z.strictObject({ new_email: emailField(accountMessages.emailInvalid) })
export type UpdateEmailBody = z.infer<typeof updateEmailBody>

export const updatePasswordBody = z.strictObject({
  current_password: z
    .string({ error: accountMessages.allFieldsRequired })
    .min(1, accountMessages.allFieldsRequired)
    .max(limits.passwordMax, authMessages.passwordTooLong),
  new_password: newPasswordField,
})
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>

/** The user object of `users/userinfo`, without secrets (docs/product/accounts.md "The user object"). */
export const userInfo = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** An address waiting for confirmation after `account/updateEmail`, else null. */
  new_email: z.string().nullable(),
  email_confirmed: z.boolean(),
  activated: z.boolean(),
  role_id: z.number().int(),
  goal: z.number(),
  show_tour: z.boolean(),
  /** The tours already seen or closed while show_tour is on; each of them runs once (issue 31). */
  seen_tours: z.array(tourName),
  is_demo: z.boolean(),
})
export type UserInfo = z.infer<typeof userInfo>

export const getUserByEmailQuery = z.strictObject({ email: emailField(accountMessages.emailInvalid) })

/**
 * What one teacher may learn of another, and only what sharing a module needs: that a teacher has
 * this address, whom to share with (`to_admin_id`) and the name to show. No address, flags or role.
 */
export const publicTeacher = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
})
export type PublicTeacher = z.infer<typeof publicTeacher>
