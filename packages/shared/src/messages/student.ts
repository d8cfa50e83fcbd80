import { studentLimits } from '../student'

/**
 * The student app's texts from the server, in the informal "du" that Swiss schools use with their
 * students (the teacher app says "Sie").
 */
export const studentMessages = {
  classCodeRequired: 'Bitte gib den Klassencode ein.',
  classCodeUnknown: 'Diesen Klassencode gibt es nicht. Bitte prüfe ihn bei deiner Lehrperson.',
  alreadyMember: 'Du bist schon in dieser Klasse.',
  notRatable:
    'Hier kannst du gerade nicht bewerten: Das Modul ist abgeschlossen, oder deine Lehrperson hat dich in dieser Klasse inaktiv geschaltet.',
  questionNotInEvent: 'Diese Frage gehört nicht zu dieser Aufgabe.',
  gradeInvalid: 'Bitte wähle eine Note von 0 bis 6 in halben Schritten.',
  feedbackRequired: 'Bitte schreib deine Rückmeldung.',
  feedbackTooLong: `Höchstens ${studentLimits.feedbackMax} Zeichen.`,
  feedbackTypeInvalid: 'Bitte wähle, worum es geht.',
  selfAssessmentRequired: 'Bitte gib eine Einschätzung vor oder nach der Prüfung an.',
  beforeClosed: 'Die Einschätzung vor der Prüfung ist nach dem Prüfungstermin geschlossen.',
  afterNotYet: 'Die Einschätzung nach der Prüfung ist erst ab dem Prüfungstermin möglich.',
  secondsInvalid: 'Die Zeitangabe ist ungültig.',
} as const
