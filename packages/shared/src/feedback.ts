/**
 * The five feedback types (docs/product/accounts.md "Feedback to the provider"), in the form's order; the
 * first is the default.
 */
export const feedbackTypes = ['question', 'congratulation', 'missingFeature', 'bug', 'other'] as const

export type FeedbackType = (typeof feedbackTypes)[number]

export const feedbackTypeLabels: Record<FeedbackType, string> = {
  question: 'Ich habe eine Frage',
  congratulation: 'Ich möchte euch gratulieren',
  missingFeature: 'Ich vermisse eine Funktion',
  bug: 'Ich habe einen Fehler gefunden',
  other: 'Etwas anderes',
}
