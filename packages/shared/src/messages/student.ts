import { studentLimits } from '../student'

/**
 * The student app's texts from the server, in the informal "du" that Swiss schools use with their
 * students (the teacher app says "Sie").
 */
export const studentMessages = {
  classCodeRequired: 'Bitte gib den Klassencode ein.',
  classCodeUnknown: 'Diesen Klassencode gibt es nicht. Bitte prüfe ihn bei deiner Lehrperson.',
  alreadyMember: 'Du bist schon in dieser Klasse.',
  // The first login with a start password from the teacher (decision 038).
  ownPasswordSameAsStart: 'Bitte wähle ein anderes Passwort als das Startpasswort von der Karte.',
  // Why something the student sent was not counted, one text per reason (issue 32 item 4): the app
  // tells which queued ratings, feedback or help requests did not arrive, and why. The student app
  // tells the reasons apart by these texts' names (apps/web/src/student/error-text.ts).
  moduleFinished:
    'Deine Lehrperson hat dieses Modul abgeschlossen. Was du darin jetzt bewertest oder schickst, zählt nicht mehr.',
  memberInactive:
    'Deine Lehrperson hat dich in dieser Klasse inaktiv geschaltet. Was du hier jetzt bewertest oder schickst, zählt nicht.',
  examNotRated:
    'Eine Prüfung bewertest du nicht Frage für Frage, sondern mit deiner Einschätzung vor und nach ihr.',
  questionNotInEvent: 'Diese Frage gehört nicht zu dieser Aufgabe.',
  gradeInvalid: 'Bitte wähle eine Note von 0 bis 6 in halben Schritten.',
  feedbackRequired: 'Bitte schreib deine Rückmeldung.',
  feedbackTooLong: `Höchstens ${studentLimits.feedbackMax} Zeichen.`,
  feedbackTypeInvalid: 'Bitte wähle, worum es geht.',
  selfAssessmentRequired: 'Bitte gib eine Einschätzung vor oder nach der Prüfung an.',
  beforeClosed: 'Die Einschätzung vor der Prüfung ist nach dem Prüfungstermin geschlossen.',
  afterNotYet: 'Die Einschätzung nach der Prüfung ist erst ab dem Prüfungstermin möglich.',
  secondsInvalid: 'Die Zeitangabe ist ungültig.',
  clientIdInvalid: 'Die Kennung dieses Eintrags ist ungültig.',
  ratedAtInvalid: 'Der Zeitpunkt der Bewertung ist ungültig.',
} as const
