import { grades } from '@lernraster/shared'
import type { DemoActivation, DemoModuleRating } from './demo-running-plan'
import { roundToHalf } from './demo-school-plan'
import { type DemoModuleContent, topicsOf } from './grid-content'
import { seededRandom } from './seeded-random'

/**
 * The teacher's side of the running modules (issue 19), as plain data from the fixed seed: the demo
 * teacher's ratings beside the students' own, two open help requests and one pinned next step, so
 * that every screen of the issue has something to show. Its own random stream: the students' ratings,
 * times and feedback stay as they were.
 */

/** The teacher's rating of a question a student rated (the same indexes as the student's rating). */
export type DemoTeacherRating = Omit<DemoModuleRating, 'secondsSpent'>

/** An open "Ich brauche Hilfe" of a student on a topic. */
export interface DemoHelpRequest {
  activationIndex: number
  studentIndex: number
  topicIndex: number
  text: string
  minutesAgo: number
}

export interface DemoPin {
  activationIndex: number
  studentIndex: number
  topicIndex: number
  minutesAgo: number
}

export interface DemoTeacherPlan {
  ratings: DemoTeacherRating[]
  helpRequests: DemoHelpRequest[]
  pin: DemoPin
}

/** The share of the students' ratings in running modules the teacher rated too. */
const ratedShare = 0.3
/** Mostly the same or half a grade apart, now and then a whole grade. */
const usualGaps = [-1, -0.5, -0.5, 0, 0, 0, 0, 0.5, 0.5, 1] as const
/** The large gaps: the student rated themselves this much higher (positive) or lower (negative). */
const largeGaps = [2.5, 2, -2, -2.5] as const
/** The activation the help requests and the pin are in: 7a's running grid, the demo's first. */
const featured = 0

const onScale = (value: number) => roundToHalf(Math.min(grades.max, Math.max(1, value)))

export function planTeacherSide(
  seed: string,
  activations: readonly DemoActivation[],
  contents: readonly DemoModuleContent[],
  studentRatings: readonly DemoModuleRating[],
): DemoTeacherPlan {
  const random = seededRandom(`${seed}:teacher-ratings`)
  const running = studentRatings.filter(
    (rating) => activations[rating.activationIndex]!.finishedDaysAgo === null,
  )
  const chosen = running.filter(() => random.next() < ratedShare)
  // The teacher rates a while after the student: between half an hour and two days later.
  const laterThan = (rating: DemoModuleRating) => Math.max(1, rating.minutesAgo - random.int(30, 48 * 60))
  const ratings = chosen.map((rating) => ({
    activationIndex: rating.activationIndex,
    studentIndex: rating.studentIndex,
    topicIndex: rating.topicIndex,
    questionIndex: rating.questionIndex,
    grade: onScale(rating.grade + random.pick(usualGaps)),
    minutesAgo: laterThan(rating),
  }))
  // The large gaps, each on another chosen rating where the scale leaves room for it.
  const taken = new Set<number>()
  for (const gap of largeGaps) {
    const index = chosen.findIndex((rating, at) => {
      const grade = rating.grade - gap
      return !taken.has(at) && grade >= 1 && grade <= grades.max
    })
    if (index < 0) throw new Error(`No demo rating leaves room for a gap of ${gap}`)
    taken.add(index)
    ratings[index]!.grade = chosen[index]!.grade - gap
  }
  return {
    ratings,
    helpRequests: planHelpRequests(studentRatings),
    pin: planPin(contents[featured]!, studentRatings),
  }
}

/**
 * Two students of the featured activation ask for help where they rated lowest: the first on a topic
 * whose third question they rated (their text names it), the second without a text.
 */
function planHelpRequests(ratings: readonly DemoModuleRating[]): DemoHelpRequest[] {
  const lowest = ratings
    .filter((rating) => rating.activationIndex === featured)
    .toSorted((a, b) => a.grade - b.grade || a.studentIndex - b.studentIndex || a.topicIndex - b.topicIndex)
  const first = lowest.find((rating) => rating.questionIndex === 2)
  const second = lowest.find((rating) => first && rating.studentIndex !== first.studentIndex)
  if (!first || !second) throw new Error('The demo has nobody to ask for help')
  return [
    { ...pick(first), text: 'Ich verstehe die Aufgabe 3 nicht.', minutesAgo: 35 },
    { ...pick(second), text: '', minutesAgo: 3 * 60 + 10 },
  ]
}

const pick = (rating: DemoModuleRating) => ({
  activationIndex: rating.activationIndex,
  studentIndex: rating.studentIndex,
  topicIndex: rating.topicIndex,
})

/**
 * The teacher pins the grid's last topic (last block, last row) for the student who rated most in the
 * featured activation: a challenge ahead, never the step the grid's order gives while topics before
 * it are open.
 */
function planPin(content: DemoModuleContent, ratings: readonly DemoModuleRating[]): DemoPin {
  const counts = new Map<number, number>()
  for (const rating of ratings)
    if (rating.activationIndex === featured)
      counts.set(rating.studentIndex, (counts.get(rating.studentIndex) ?? 0) + 1)
  const [leader] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  if (!leader) throw new Error('The demo has nobody to pin a next step for')
  const topics = topicsOf(content)
  const topicIndex = topics.findLastIndex((topic) => topic.questions.length > 0)
  return { activationIndex: featured, studentIndex: leader[0], topicIndex, minutesAgo: 26 * 60 }
}
