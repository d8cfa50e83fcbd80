import { helpRequestLimits } from '../teacher-ratings'

/**
 * Help requests (issue 19). A student reads these in the student app's "du"; a teacher only meets
 * `notFound`-like answers, which the shared error texts give.
 */
export const helpRequestMessages = {
  textInvalid: 'Bitte schreib eine Zeile Text.',
  textTooLong: `Höchstens ${helpRequestLimits.textMax} Zeichen.`,
  notInActivation: 'Dieses Thema gehört nicht zu diesem Modul deiner Klasse.',
  // No longer sent: a help request is refused with the student's reason since issue 32 item 4
  // (studentMessages.moduleFinished, memberInactive). Kept while the student app's error-text test
  // reads it; delete it with that test's case.
  notActive:
    'Hier kannst du gerade keine Hilfe anfragen: Das Modul ist abgeschlossen, oder du bist in dieser Klasse inaktiv.',
} as const
