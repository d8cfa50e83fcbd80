/**
 * Decision 053: once attempts were submitted, a save must keep their results meaningful. Its own file
 * because every error text is in the login's bundle (errors.ts), and the rest of the checks' texts
 * need not be.
 */
export const checkTakenMessage =
  'Diese Lernkontrolle wurde schon abgelegt. Ändern lassen sich jetzt nur noch Texte, Bilder, Rückmeldungen, die Reihenfolge der Aufgaben und wann, wie oft und wie lange sie gemacht werden kann – nicht die Aufgaben selbst, ihre richtigen Antworten oder die Bestehensgrenze.'
