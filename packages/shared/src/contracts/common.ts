import { z } from 'zod'
import { limits } from '../limits'
import { textMessages } from '../messages/text'
import { hasOnlyStorableCharacters } from '../text'

/** Only characters that can be stored and shown as typed (text.ts); `multiline` keeps line breaks. */
export function storableText(
  schema: z.ZodString,
  multiline = false,
  message: string = textMessages.invalidCharacters,
) {
  return schema.refine((value) => hasOnlyStorableCharacters(value, multiline), { error: message })
}

/** Trimmed text that must not be empty; `requiredMessage` is the spec's German text. */
export function requiredText(
  requiredMessage: string,
  max: number,
  tooLongMessage = `Höchstens ${max} Zeichen`,
  options: { multiline?: boolean } = {},
) {
  const text = z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage })
  return storableText(text, options.multiline)
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

/** One page of a list as the API answers it: the page's items, how many there are in all, and where. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
}
