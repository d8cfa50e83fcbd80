/**
 * Texts of the feedback form (docs/product/accounts.md "Feedback to the provider"); types and rule messages
 * are in `messages`.
 */
export const feedback = {
  button: 'Feedback',
  title: 'Feedback senden',
  intro: 'Fragen, Lob, Wünsche oder Fehler: Ihre Nachricht geht direkt an das Lernraster-Team.',
  type: 'Worum geht es?',
  content: 'Ihre Nachricht',
  count: '{{length}} / {{max}}',
  countAnnouncement: '{{length}} von {{max}} Zeichen',
  send: 'Senden',
} as const
