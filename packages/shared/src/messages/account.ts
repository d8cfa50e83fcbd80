export const accountMessages = {
  allFieldsRequired: 'Bitte alle Felder ausfüllen',
  firstnameRequired: 'Bitte einen Vornamen eingeben',
  lastnameRequired: 'Bitte einen Nachnamen eingeben',
  /** Spec 1 §5 says "drei" while the rule is 2 characters; the message follows the rule (domain.md). */
  nameTooShort: 'Der Name muss mindestens zwei Zeichen lang sein',
  emailInvalid: 'Die eingegebene E-Mail Adresse ist ungültig',
  emailsDiffer: 'Die E-Mail Adressen sind nicht identisch',
  passwordTooShortForm: 'Das Passwort muss mindestens 6 Zeichen lang sein',
  passwordsDiffer: 'Die Passwörter sind nicht identisch',
  saved: 'Alle Änderungen wurden erfolgreich gespeichert',
} as const
