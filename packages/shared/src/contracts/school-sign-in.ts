import { z } from 'zod'

/** Where the browser goes to sign in at the school's identity provider (decision 043). */
export const schoolSignInStartResponse = z.object({ url: z.string() })
export type SchoolSignInStartResponse = z.infer<typeof schoolSignInStartResponse>

/**
 * The query string the provider sent the browser back with (`?code=...&state=...`, or `?error=...`),
 * as the app's return page read it from its address. Real ones are a few hundred characters.
 */
export const schoolSignInFinishBody = z.object({
  callback: z.string().max(4000, { error: 'Die Antwort des Schulkontos ist zu lang.' }),
})
export type SchoolSignInFinishBody = z.infer<typeof schoolSignInFinishBody>

/** Which ways to sign in this installation offers the student app (the teacher app reads app-config). */
export const signInOptionsResponse = z.object({ school_sign_in: z.boolean() })
export type SignInOptionsResponse = z.infer<typeof signInOptionsResponse>
