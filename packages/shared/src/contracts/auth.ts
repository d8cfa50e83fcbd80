import { z } from 'zod'
import { limits } from '../limits'
import { authMessages } from '../messages/auth'
import { emailField, requiredText, storableText } from './common'

/** A person's name part: trimmed, at least two characters (docs/product/accounts.md "Registering"). */
export function nameField(requiredMessage: string, tooShortMessage: string = authMessages.nameTooShort) {
  return requiredText(requiredMessage, limits.nameMax).pipe(
    z.string().min(limits.nameMin, { error: tooShortMessage }),
  )
}

/** A new password: the server's rule for register, reset and change. */
export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  // abort: an empty password is "required", not also "too short" (the rules are told in order).
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(limits.passwordMin, { error: authMessages.passwordTooShort })
  .max(limits.passwordMax, { error: authMessages.passwordTooLong })

export const loginBody = z.strictObject({
  // Not checked as an address (any spelling is simply a wrong login), but bounded like one: it is
  // looked up and becomes part of a throttle key.
  email: storableText(
    z
      .string({ error: authMessages.loginMissing })
      .trim()
      .toLowerCase()
      .min(1, authMessages.loginMissing)
      .max(limits.emailMax, authMessages.emailInvalid),
    false,
    authMessages.emailInvalid,
  ),
  // No maximum here: an over-long password is simply a wrong one (the server answers 401).
  password: z.string({ error: authMessages.loginMissing }).min(1, authMessages.loginMissing),
})
export type LoginBody = z.infer<typeof loginBody>

export const apiTokenResponse = z.object({ api_token: z.string() })
export type ApiTokenResponse = z.infer<typeof apiTokenResponse>

const passwordPair = {
  password: newPasswordField,
  password_confirmation: z
    .string({ error: authMessages.passwordConfirmationRequired })
    // abort: an empty confirmation is "required", not also "passwords differ".
    .min(1, { error: authMessages.passwordConfirmationRequired, abort: true }),
}

function passwordsMatch(value: { password: string; password_confirmation: string }) {
  return value.password === value.password_confirmation
}
const passwordsMatchIssue = { error: authMessages.passwordsDiffer, path: ['password_confirmation'] }

export const registerBody = z
  .strictObject({
    firstname: nameField(authMessages.firstnameRequired),
    lastname: nameField(authMessages.lastnameRequired),
    email: emailField(authMessages.emailInvalid),
    ...passwordPair,
  })
  .refine(passwordsMatch, passwordsMatchIssue)
export type RegisterBody = z.infer<typeof registerBody>

export const emailConfirmationBody = z.strictObject({
  email_confirmation_token: requiredText(authMessages.confirmationCodeRequired, 200),
})
export type EmailConfirmationBody = z.infer<typeof emailConfirmationBody>

export const forgotPasswordBody = z.strictObject({ email: emailField(authMessages.emailInvalid) })
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>

export const resetPasswordBody = z
  .strictObject({
    token: storableText(
      z
        .string({ error: authMessages.resetLinkInvalid })
        .trim()
        .min(1, authMessages.resetLinkInvalid)
        .max(200, authMessages.resetLinkInvalid),
      false,
      authMessages.resetLinkInvalid,
    ),
    ...passwordPair,
  })
  .refine(passwordsMatch, passwordsMatchIssue)
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

/** A student's own password after the start password (decision 038). */
export const ownPasswordBody = z.strictObject({ ...passwordPair }).refine(passwordsMatch, passwordsMatchIssue)
export type OwnPasswordBody = z.infer<typeof ownPasswordBody>

export const confirmInfoBody = z.strictObject({
  firstname: nameField(authMessages.firstnameRequired),
  lastname: nameField(authMessages.lastnameRequired),
  email: emailField(authMessages.emailInvalid),
})
export type ConfirmInfoBody = z.infer<typeof confirmInfoBody>

export const demoLoginParams = z.strictObject({ token: z.string().min(1).max(200) })
