import { de } from './de'
import { en } from './en'

export type { StudentTexts } from './de'
export {
  studentCheckServerTexts,
  studentSchoolSignInTexts,
  studentServerMessages,
  studentSharedMessages,
} from './server-messages'

/**
 * The student app's texts per language: a small typed dictionary rather than the teacher app's
 * i18next packs, because the student app is its own build and carries nothing of the teacher app's.
 */
export const studentTexts = { de, en } as const
export type StudentLanguage = keyof typeof studentTexts

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
