import { z } from 'zod'
import { limits } from '../limits'

/** Trimmed text that must not be empty; `requiredMessage` is the spec's German text. */
export function requiredText(
  requiredMessage: string,
  max: number,
  tooLongMessage = `Höchstens ${max} Zeichen`,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage })
}

/** An e-mail address, trimmed and lower-cased so that one address is one account. */
export function emailField(invalidMessage: string) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }))
}

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>
