import type { DemoActivation, DemoModuleRating } from './demo-running-plan'
import { type DemoModuleContent, topicsOf } from './grid-content'

/** The feedback types of migration 0007, by name. */
export const studentFeedbackTypeIds = {
  question: 1,
  mistake: 2,
  tooHard: 3,
  tooEasy: 4,
  praise: 5,
} as const

/** Feedback a student left on a question of a running module (docs/product/runs.md "Feeds"). */
export interface DemoFeedback {
  activationIndex: number
  studentIndex: number
  topicIndex: number
  questionIndex: number
  typeId: number
  content: string
  solved: boolean
  minutesAgo: number
  /** When it was last changed: when the teacher marked it solved, or when it was given. */
  updatedMinutesAgo: number
}

interface FeedbackText {
  activationIndex: number
  /** The topic's title in the grid, and the question by its place in the topic (0 first). */
  topic: string
  questionIndex: number
  type: keyof typeof studentFeedbackTypeIds
  content: string
  solved: boolean
  hoursAgo: number
}

/** What the students of the running modules wrote, on questions they were working on. */
const feedbackTexts: readonly FeedbackText[] = [
  {
    activationIndex: 0,
    topic: 'Brüche erweitern und kürzen',
    questionIndex: 1,
    type: 'question',
    content: 'Bei Aufgabe 3 komme ich nicht auf 2/3. Muss ich zuerst mit 2 kürzen oder gleich mit 14?',
    solved: true,
    hoursAgo: 46,
  },
  {
    activationIndex: 0,
    topic: 'Prozentrechnen',
    questionIndex: 2,
    type: 'tooHard',
    content: 'Warum rechnet man beim Rabatt mit 75 % und nicht mit 25 %? Das verstehe ich nicht.',
    solved: false,
    hoursAgo: 5,
  },
  {
    activationIndex: 0,
    topic: 'Dezimalzahlen',
    questionIndex: 0,
    type: 'tooEasy',
    content: 'Das konnten wir schon in der 6. Klasse. Gibt es schwierigere Brüche zum Umwandeln?',
    solved: false,
    hoursAgo: 28,
  },
  {
    activationIndex: 1,
    topic: 'das oder dass',
    questionIndex: 1,
    type: 'mistake',
    content: 'Im Lösungsblatt steht bei Satz 6 «dass das». Ist das nicht ein Fehler?',
    solved: true,
    hoursAgo: 70,
  },
  {
    activationIndex: 1,
    topic: 'Bericht schreiben',
    questionIndex: 0,
    type: 'praise',
    content: 'Mit den W-Fragen ging der Bericht viel einfacher. Das hat Spass gemacht!',
    solved: false,
    hoursAgo: 20,
  },
  {
    activationIndex: 2,
    topic: 'Dichte',
    questionIndex: 0,
    type: 'question',
    content: 'Muss ich die Masse in Gramm oder in Kilogramm einsetzen?',
    solved: true,
    hoursAgo: 96,
  },
  {
    activationIndex: 2,
    topic: 'Aggregatzustände',
    questionIndex: 0,
    type: 'praise',
    content: 'Die Teilchenbilder im Artikel haben mir sehr geholfen.',
    solved: false,
    hoursAgo: 52,
  },
  {
    activationIndex: 4,
    topic: 'Zeitspannen',
    questionIndex: 2,
    type: 'tooHard',
    content:
      'Wie rechne ich, wenn der Zug erst am nächsten Tag ankommt? Über Mitternacht komme ich durcheinander.',
    solved: false,
    hoursAgo: 9,
  },
  {
    activationIndex: 3,
    topic: 'Irregular Verbs',
    questionIndex: 0,
    type: 'mistake',
    content: 'Im Tipp steht «swim – swam – swum», aber auf der Liste fehlt dieses Verb.',
    solved: true,
    hoursAgo: 317,
  },
]

/**
 * Each text from a student who rated that question: the one who rated it last before the feedback's
 * time, else the first who rated it, the feedback then given just after the rating. Texts name the
 * topic by title, so a renamed topic fails here, not silently in the data.
 */
export function planFeedbacks(
  activations: readonly DemoActivation[],
  contents: readonly DemoModuleContent[],
  ratings: readonly DemoModuleRating[],
): DemoFeedback[] {
  return feedbackTexts.map((text) => {
    const topicIndex = topicsOf(contents[text.activationIndex]!).findIndex(
      (topic) => topic.title === text.topic,
    )
    if (topicIndex < 0) throw new Error(`The demo feedback names a topic the grid lacks: ${text.topic}`)
    const raters = ratings
      .filter(
        (rating) =>
          rating.activationIndex === text.activationIndex &&
          rating.topicIndex === topicIndex &&
          rating.questionIndex === text.questionIndex,
      )
      .sort((a, b) => a.minutesAgo - b.minutesAgo)
    let minutesAgo = text.hoursAgo * 60
    const rater = raters.find((rating) => rating.minutesAgo >= minutesAgo) ?? raters[raters.length - 1]
    if (!rater) throw new Error(`Nobody rated the question the demo feedback is about: ${text.topic}`)
    if (rater.minutesAgo < minutesAgo) minutesAgo = Math.max(1, rater.minutesAgo - 3)
    const finishedAgo = (activations[text.activationIndex]!.finishedDaysAgo ?? 0) * 24 * 60
    return {
      activationIndex: text.activationIndex,
      studentIndex: rater.studentIndex,
      topicIndex,
      questionIndex: text.questionIndex,
      typeId: studentFeedbackTypeIds[text.type],
      content: text.content,
      solved: text.solved,
      minutesAgo,
      // Answered some hours later, before the module was finished.
      updatedMinutesAgo: text.solved
        ? Math.round(finishedAgo + (minutesAgo - finishedAgo) * 0.7)
        : minutesAgo,
    }
  })
}
