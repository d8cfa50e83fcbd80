import { helpRequestLimits } from '../teacher-ratings'

/**
 * Help requests (issue 19). A student reads these in the student app's "du"; a teacher only meets
 * `notFound`-like answers, which the shared error texts give.
 */
export const helpRequestMessages = {
  textInvalid: 'Bitte schreib eine Zeile Text.',
  textTooLong: `Höchstens ${helpRequestLimits.textMax} Zeichen.`,
  notInActivation: 'Dieses Thema gehört nicht zu diesem Modul deiner Klasse.',
} as const
