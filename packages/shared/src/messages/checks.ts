import { checkLimits } from '../checks/check-limits'
import { checkTakenMessage } from './check-taken'

/** A topic's check (issue 37): the server's texts for the teacher who writes one, in "Sie". */
export const checkMessages = {
  itemsCount: `Eine Lernkontrolle hat ${checkLimits.itemsMin} bis ${checkLimits.itemsMax} Aufgaben.`,
  promptRequired: 'Bitte geben Sie die Aufgabe ein.',
  optionsCount: `Bitte geben Sie ${checkLimits.optionsMin} bis ${checkLimits.optionsMax} Antworten an.`,
  optionRequired: 'Bitte füllen Sie jede Antwort aus.',
  optionsRepeated: 'Zwei Antworten haben dieselbe Kennung.',
  correctUnknown: 'Die richtige Antwort muss eine der Antworten sein.',
  correctRequired: 'Bitte markieren Sie mindestens eine richtige Antwort.',
  numberInvalid: 'Bitte geben Sie eine Zahl ein.',
  toleranceInvalid: 'Die Toleranz ist eine Zahl ab 0.',
  acceptedRequired: `Bitte geben Sie 1 bis ${checkLimits.acceptedMax} richtige Antworten an.`,
  stepsCount: `Bitte geben Sie ${checkLimits.optionsMin} bis ${checkLimits.optionsMax} Schritte in der richtigen Reihenfolge an.`,
  passPercentInvalid: 'Die Bestehensgrenze liegt zwischen 1 und 100 Prozent.',
  waitHoursInvalid: `Die Wartezeit liegt zwischen 0 und ${checkLimits.waitHoursMax} Stunden.`,
  attemptsInvalid: `Erlaubt sind 1 bis ${checkLimits.attemptsMax} Versuche.`,
  timeLimitInvalid: `Die Zeitbegrenzung liegt zwischen 1 und ${checkLimits.timeLimitMinutesMax} Minuten.`,
  kindInvalid: 'Bitte wählen Sie eine Art der Aufgabe.',
  itemsRepeated: 'Zwei Aufgaben haben dieselbe Kennung.',
  checkTaken: checkTakenMessage,
  removeTaken:
    'Diese Lernkontrolle wurde schon abgelegt; ihre Ergebnisse gehören den Lernenden und bleiben. Sie geht nur mit ihrem Thema, das im Papierkorb wiederhergestellt werden kann.',
  // The student's answers: in "du", though only a broken app sends them.
  answerInvalid: 'Diese Antwort passt nicht zur Aufgabe.',
  answerTooLong: `Eine Antwort hat höchstens ${checkLimits.acceptedTextMax} Zeichen.`,
} as const

/** Why a student cannot start a check now (issue 37), in "du" (decision 019). */
export const studentCheckMessages = {
  unrated: 'Bewerte zuerst alle Fragen dieses Themas, dann kannst du die Lernkontrolle machen.',
  waiting: 'Den nächsten Versuch kannst du etwas später machen.',
  usedUp: 'Du hast alle erlaubten Versuche gemacht.',
  passed: 'Du hast diese Lernkontrolle schon bestanden.',
} as const
