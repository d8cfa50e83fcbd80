/**
 * Texts of the sign-in with a school account (OpenID Connect, issue 34, decision 043), in the
 * teachers' "Sie"; the student API answers their du twins (student-wording.ts).
 */
export const schoolSignInMessages = {
  denied: 'Die Anmeldung mit dem Schulkonto wurde abgebrochen.',
  expired:
    'Die Anmeldung mit dem Schulkonto ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte versuchen Sie es noch einmal.',
  failed: 'Ihr Schulkonto konnte nicht bestätigt werden. Bitte versuchen Sie es noch einmal.',
  noRole:
    'Ihr Schulkonto ist weder als Lehrperson noch als Lernende oder Lernender gekennzeichnet. Bitte wenden Sie sich an die Informatik Ihrer Schule.',
  noEmail:
    'Ihr Schulkonto nennt keine E-Mail-Adresse; ein Konto als Lehrperson braucht eine. Bitte wenden Sie sich an die Informatik Ihrer Schule.',
  emailInUse:
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich mit E-Mail-Adresse und Passwort an.',
  unavailable: 'Die Anmeldung mit dem Schulkonto ist gerade nicht erreichbar. Bitte versuchen Sie es später.',
} as const

/** The du twins of the texts above, as the student app says them. */
export const studentSchoolSignInMessages = {
  expired:
    'Die Anmeldung mit dem Schulkonto ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte versuch es noch einmal.',
  failed: 'Dein Schulkonto konnte nicht bestätigt werden. Bitte versuch es noch einmal.',
  noRole:
    'Dein Schulkonto ist weder als Lehrperson noch als Lernende oder Lernender gekennzeichnet. Bitte frag deine Lehrperson.',
  noEmail:
    'Dein Schulkonto nennt keine E-Mail-Adresse; ein Konto als Lehrperson braucht eine. Bitte wende dich an die Informatik deiner Schule.',
  emailInUse:
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melde dich mit E-Mail-Adresse und Passwort an.',
  unavailable: 'Die Anmeldung mit dem Schulkonto ist gerade nicht erreichbar. Bitte versuch es später.',
} as const satisfies Partial<Record<keyof typeof schoolSignInMessages, string>>
