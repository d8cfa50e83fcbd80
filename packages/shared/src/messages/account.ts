export const accountMessages = {
  allFieldsRequired: 'Bitte alle Felder ausfüllen',
  firstnameRequired: 'Bitte einen Vornamen eingeben',
  lastnameRequired: 'Bitte einen Nachnamen eingeben',
  /** The original text said "drei" while the rule is 2 characters; the message follows it (decision 005). */
  nameTooShort: 'Der Name muss mindestens zwei Zeichen lang sein',
  emailInvalid: 'Die eingegebene E-Mail Adresse ist ungültig',
  emailsDiffer: 'Die E-Mail Adressen sind nicht identisch',
  passwordsDiffer: 'Die Passwörter sind nicht identisch',
  saved: 'Alle Änderungen wurden erfolgreich gespeichert',
  /** The original quoted 'No changes detected!' in English; the German interface says it in German. */
  noChanges: 'Keine Änderungen erkannt!',
  /** The original quoted 'Current typed password is incorrect', an evident defect (decision 008). */
  currentPasswordIncorrect: 'Das aktuelle Passwort ist nicht korrekt',
  notInDemo: 'In der Demo-Umgebung nicht möglich.',
  colleagueNotFound: 'Unter dieser E-Mail-Adresse gibt es keine freigeschaltete Lehrperson.',
} as const
