import { z } from 'zod'

/** What the web app needs to know of the installation (public, no secrets). */
export const appConfigResponse = z.object({
  product_domain: z.string(),
  contact_email: z.string(),
  activation_wait_hours: z.number().int(),
  /** How long a password-reset link works (PASSWORD_RESET_HOURS). */
  password_reset_hours: z.number().int(),
  /** Whether "Mit Schulkonto anmelden" is offered (OIDC_ISSUER is set, decision 043). */
  school_sign_in: z.boolean(),
  urls: z.object({
    store: z.string(),
    student: z.string(),
    backoffice: z.string(),
    website: z.string(),
  }),
})
export type AppConfigResponse = z.infer<typeof appConfigResponse>
