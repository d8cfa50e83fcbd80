import type { CheckSaveBody } from '@lernraster/shared'

// A check of five items, one of each kind (issue 37), for the tests of writing and copying checks.

const fractions = [
  { id: 'a', text: '1/2' },
  { id: 'b', text: '2/4' },
  { id: 'c', text: '3/4' },
]

export const fiveItems = [
  {
    id: 'q1',
    picture: null,
    kind: 'single',
    prompt: 'Welcher Bruch ist am grössten?',
    options: fractions,
    correct: 'c',
    feedback: '',
  },
  {
    id: 'q2',
    picture: null,
    kind: 'multiple',
    prompt: 'Welche Brüche sind gleich gross?',
    options: fractions,
    correct: ['a', 'b'],
    feedback: 'Erweitern!',
  },
  {
    id: 'q3',
    picture: null,
    kind: 'number',
    prompt: 'Wie viele cm sind 1/8 von 1 m?',
    answer: 12.5,
    tolerance: 0,
    unit: 'cm',
    feedback: '',
  },
  {
    id: 'q4',
    picture: null,
    kind: 'text',
    prompt: 'Wie heisst 1/2 als Wort?',
    accepted: ['die Hälfte', 'Hälfte'],
    fold_umlauts: true,
    feedback: '',
  },
  {
    id: 'q5',
    picture: null,
    kind: 'order',
    prompt: 'Ordne der Grösse nach.',
    steps: fractions,
    feedback: '',
  },
] as const

export const checkOf = (topicId: number, extra: Partial<CheckSaveBody> = {}): CheckSaveBody => ({
  topic_id: topicId,
  items: fiveItems.map((item) => structuredClone(item)) as CheckSaveBody['items'],
  ...extra,
})
