import { type CheckBody, type CheckItem, checkItem } from '@lernraster/shared'

/**
 * The demo's two topic checks (issue 37): on the first topic of the Mathematik grid, run in 7a, and
 * of the Deutsch grid, run in 7b. Items as a teacher writes them (contracts/checks.ts), with ids.
 */
export interface DemoCheck {
  /** The activation of the running plan whose module's first topic gets the check. */
  activationIndex: number
  passPercent: number
  maxAttempts: number | null
  timeLimitMinutes: number | null
  items: (CheckItem & { id: string })[]
  /** The note of the teacher's decision on one student's failed check. */
  overrideNote: string
}

/** An item as written, read by the teacher's contract: its defaults filled in, and checked. */
const item = (value: CheckBody['items'][number] & { id: string }) =>
  checkItem.parse(value) as CheckItem & { id: string }

export const demoChecks: readonly DemoCheck[] = [
  {
    activationIndex: 0,
    passPercent: 80,
    maxAttempts: 3,
    timeLimitMinutes: null,
    overrideNote: 'Im Gespräch an der Wandtafel sicher erweitert und gekürzt.',
    items: [
      item({
        id: 'ma1',
        kind: 'single',
        prompt: 'Welcher Bruch ist 2/3, erweitert mit 4?',
        options: [
          { id: 'a', text: '8/12' },
          { id: 'b', text: '6/7' },
          { id: 'c', text: '8/3' },
          { id: 'd', text: '2/12' },
        ],
        correct: 'a',
        feedback: 'Zähler und Nenner werden mit derselben Zahl multipliziert.',
      }),
      item({
        id: 'ma2',
        kind: 'multiple',
        prompt: 'Welche Brüche sind gleich gross wie 1/2?',
        options: [
          { id: 'a', text: '2/4' },
          { id: 'b', text: '3/6' },
          { id: 'c', text: '2/3' },
          { id: 'd', text: '4/6' },
        ],
        correct: ['a', 'b'],
        feedback: 'Kürze jeden Bruch vollständig und vergleiche.',
      }),
      item({
        id: 'ma3',
        kind: 'number',
        prompt: 'Kürze 12/18 vollständig. Welche Zahl steht dann im Zähler?',
        answer: 2,
        tolerance: 0,
        unit: '',
        feedback: 'Der grösste gemeinsame Teiler von 12 und 18 ist 6.',
      }),
      item({
        id: 'ma4',
        kind: 'text',
        prompt: 'Wie heisst das Gegenteil von «erweitern»?',
        accepted: ['kürzen'],
        fold_umlauts: true,
      }),
      item({
        id: 'ma5',
        kind: 'order',
        prompt: 'Ordne von klein nach gross.',
        steps: [
          { id: 'a', text: '1/4' },
          { id: 'b', text: '1/3' },
          { id: 'c', text: '1/2' },
        ],
        feedback: 'Bei gleichem Zähler ist der Bruch mit dem grösseren Nenner kleiner.',
      }),
    ],
  },
  {
    activationIndex: 1,
    passPercent: 80,
    maxAttempts: null,
    timeLimitMinutes: 10,
    overrideNote: 'Hat die Wortarten im Lesetext alle richtig markiert.',
    items: [
      item({
        id: 'de1',
        kind: 'single',
        prompt: 'Welche Wortart ist «schnell» im Satz «Der Zug ist schnell»?',
        options: [
          { id: 'a', text: 'Adjektiv' },
          { id: 'b', text: 'Nomen' },
          { id: 'c', text: 'Verb' },
          { id: 'd', text: 'Pronomen' },
        ],
        correct: 'a',
      }),
      item({
        id: 'de2',
        kind: 'multiple',
        prompt: 'Welche Wörter sind Nomen?',
        options: [
          { id: 'a', text: 'Haus' },
          { id: 'b', text: 'Freude' },
          { id: 'c', text: 'laufen' },
          { id: 'd', text: 'grün' },
        ],
        correct: ['a', 'b'],
        feedback: 'Nomen kann man mit einem Begleiter versehen: das Haus, die Freude.',
      }),
      item({
        id: 'de3',
        kind: 'number',
        prompt: 'Wie viele Nomen stehen im Satz «Der Hund sucht seinen Ball im Garten»?',
        answer: 3,
        tolerance: 0,
        unit: 'Nomen',
      }),
      item({
        id: 'de4',
        kind: 'text',
        prompt: 'Steigere «gut»: gut – besser – …',
        accepted: ['am besten'],
        fold_umlauts: false,
        feedback: 'Der Superlativ steht mit «am»: am besten.',
      }),
      item({
        id: 'de5',
        kind: 'order',
        prompt: 'Bilde den Satz: Subjekt, Prädikat, Rest.',
        steps: [
          { id: 'a', text: 'Der Hund' },
          { id: 'b', text: 'bellt' },
          { id: 'c', text: 'laut.' },
        ],
      }),
    ],
  },
]
