/** The five feedback types of spec 1 section 9, in the order the form offers them; the first is the default. */
export const feedbackTypes = ['question', 'congratulation', 'missingFeature', 'bug', 'other'] as const

export type FeedbackType = (typeof feedbackTypes)[number]

export const feedbackTypeLabels: Record<FeedbackType, string> = {
  question: 'Ich habe eine Frage',
  congratulation: 'Ich möchte euch gratulieren',
  missingFeature: 'Ich vermisse eine Funktion',
  bug: 'Ich habe einen Fehler gefunden',
  other: 'Etwas anderes',
}
