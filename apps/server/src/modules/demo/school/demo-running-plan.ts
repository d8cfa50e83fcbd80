import { grades } from '@lernraster/shared'
import { colleagueModule } from './demo-colleague'
import { type DemoFeedback, planFeedbacks } from './demo-feedback-plan'
import { type DemoSchoolPlan, roundToHalf } from './demo-school-plan'
import { type DemoTeacherPlan, planTeacherSide } from './demo-teacher-plan'
import type { DemoModuleContent } from './grid-content'
import { type SeededRandom, seededRandom } from './seeded-random'

/**
 * The demo teacher's modules running with the classes (issue 12), as plain data from the fixed seed:
 * which grid runs in which class, and every rating the students gave in it. Times are minutes before
 * the moment the demo is written, so the newest ratings are always from the last hours and days.
 */

/** One of the teacher's subject grids (by subject index), or the colleague's shared module. */
export type DemoRunningModule = { subjectIndex: number } | 'colleague'

export interface DemoActivation {
  module: DemoRunningModule
  classIndex: number
  /** The teacher's subject it runs in. */
  subjectIndex: number
  startedDaysAgo: number
  /** Set when the teacher has marked it finished. */
  finishedDaysAgo: number | null
}

/** A student's rating of a question of the running grid (topics counted as `topicsOf` counts them). */
export interface DemoModuleRating {
  activationIndex: number
  studentIndex: number
  topicIndex: number
  questionIndex: number
  grade: number
  minutesAgo: number
  /**
   * Seconds the student spent on the question before rating it (docs/product/progress.md "Too fast": under
   * 120 s).
   */
  secondsSpent: number
}

export interface DemoRunningPlan {
  activations: readonly DemoActivation[]
  ratings: DemoModuleRating[]
  feedbacks: DemoFeedback[]
  /** The student of 7a who rushes through the grid: most ratings too fast, some under 5 s (issue 13). */
  hurried: { classIndex: number; studentIndex: number }
  /** The teacher's ratings, the open help requests and the pinned next step (issue 19). */
  teacher: DemoTeacherPlan
}

/** Three own grids running in 7a, 7b and 8c, one finished, and the colleague's module in 8c. */
export const demoActivations: readonly DemoActivation[] = [
  { module: { subjectIndex: 0 }, classIndex: 0, subjectIndex: 0, startedDaysAgo: 38, finishedDaysAgo: null },
  { module: { subjectIndex: 1 }, classIndex: 1, subjectIndex: 1, startedDaysAgo: 24, finishedDaysAgo: null },
  { module: { subjectIndex: 2 }, classIndex: 2, subjectIndex: 2, startedDaysAgo: 31, finishedDaysAgo: null },
  { module: { subjectIndex: 3 }, classIndex: 0, subjectIndex: 3, startedDaysAgo: 75, finishedDaysAgo: 12 },
  { module: 'colleague', classIndex: 2, subjectIndex: 0, startedDaysAgo: 16, finishedDaysAgo: null },
]

type Profile = 'ahead' | 'onTrack' | 'behind'
/**
 * How a student works through a grid: `reach` scales the rows done by now, `offset` places the grades
 * against the goal, `lastActiveDays` is when the student last rated (the most recent are the likeliest).
 */
const profiles: Record<
  Profile,
  { reach: number; offset: number; skip: number; lastActiveDays: [number, number] }
> = {
  ahead: { reach: 1.15, offset: 0.8, skip: 0.03, lastActiveDays: [0.02, 1.5] },
  onTrack: { reach: 0.8, offset: 0.35, skip: 0.08, lastActiveDays: [0.05, 4] },
  behind: { reach: 0.45, offset: -0.9, skip: 0.2, lastActiveDays: [2, 9] },
}
/** The days a class needs for a whole grid. */
const courseDays = 35
const dayMinutes = 24 * 60
const onScale = (value: number) => roundToHalf(Math.min(grades.max, Math.max(1, value)))

export const contentOf = (school: DemoSchoolPlan, module: DemoRunningModule): DemoModuleContent =>
  module === 'colleague' ? colleagueModule : school.subjects[module.subjectIndex]!.module

/** The cells of a grid in `topicsOf` order, with their row (1 = first level) and number of questions. */
export const cellsOf = (content: DemoModuleContent) =>
  content.blocks.flatMap((block, column) =>
    block.topics.map((topic, row) => ({ column, row: row + 1, questions: topic.questions.length })),
  )

/**
 * Who is ahead, who behind and who has not started: by a steady drive of the student plus the mood of
 * this module, so that the same students tend to lead in every module of a class.
 */
function profilesOf(random: SeededRandom, drives: number[], notStarted: number): (Profile | null)[] {
  const ranked = drives
    .map((drive, index) => ({ index, score: drive + random.normal(0.5) }))
    .sort((a, b) => a.score - b.score)
  const quarter = Math.round(drives.length / 4)
  const result: (Profile | null)[] = []
  ranked.forEach(({ index }, rank) => {
    if (rank < notStarted) result[index] = null
    else if (rank < notStarted + quarter) result[index] = 'behind'
    else if (rank >= drives.length - quarter) result[index] = 'ahead'
    else result[index] = 'onTrack'
  })
  return result
}

function planStudent(
  random: SeededRandom,
  activation: DemoActivation,
  content: DemoModuleContent,
  profile: Profile,
  goal: number,
): Omit<DemoModuleRating, 'activationIndex' | 'studentIndex' | 'secondsSpent'>[] {
  const { reach: pace, offset, skip, lastActiveDays } = profiles[profile]
  const cells = cellsOf(content)
  const rows = Math.max(...cells.map((cell) => cell.row))
  const finishedAgo = activation.finishedDaysAgo ?? 0
  const elapsed = Math.min(1, (activation.startedDaysAgo - finishedAgo) / courseDays)
  const reach = rows * elapsed * pace * (1 + random.normal(0.12))
  // The lower levels first: a row is done as far as the student has reached it, a few cells skipped.
  const done = cells
    .map((cell, topicIndex) => {
      const share = Math.min(1, Math.max(0, reach - (cell.row - 1)))
      const count = Math.round(share * cell.questions)
      return { ...cell, topicIndex, count: random.next() < skip ? 0 : count }
    })
    .filter((cell) => cell.count > 0)
    .sort((a, b) => a.row - b.row || a.column - b.column)
  if (done.length === 0) done.push({ ...cells[0]!, topicIndex: 0, count: 1 })

  const [earliest, latest] = lastActiveDays
  const startAgo = (activation.startedDaysAgo - 0.5) * dayMinutes
  const lastAgo = (finishedAgo + earliest + (latest - earliest) * random.next() ** 2) * dayMinutes
  const endAgo = Math.min(lastAgo, startAgo - 60)
  // Never after the teacher finished it, never in the future.
  const notAfter = finishedAgo * dayMinutes + 1
  const step = (startAgo - endAgo) / done.length
  const base = goal + offset + random.normal(0.25)
  return done.flatMap((cell, session) => {
    // One sitting per cell, spread evenly from the activation to the last activity, a little uneven.
    const sessionAgo = Math.min(
      startAgo,
      endAgo + step * (done.length - 1 - session) + random.normal(step / 4),
    )
    let minutesAgo = Math.max(endAgo, sessionAgo)
    return Array.from({ length: cell.count }, (_, questionIndex) => {
      if (questionIndex > 0) minutesAgo -= random.int(2, 9)
      return {
        topicIndex: cell.topicIndex,
        questionIndex,
        grade: onScale(base - 0.15 * (cell.row - 1) + random.normal(0.45)),
        minutesAgo: Math.max(notAfter, Math.round(minutesAgo)),
      }
    })
  })
}

export function planRunningModules(seed: string, school: DemoSchoolPlan): DemoRunningPlan {
  const random = seededRandom(`${seed}:running-modules`)
  const drives = school.classes.map((schoolClass) => schoolClass.students.map(() => random.normal(1)))
  const ratings: Omit<DemoModuleRating, 'secondsSpent'>[] = []
  const contents = demoActivations.map((activation) => contentOf(school, activation.module))
  demoActivations.forEach((activation, activationIndex) => {
    const content = contents[activationIndex]!
    const students = school.classes[activation.classIndex]!.students
    const notStarted = activation.finishedDaysAgo === null ? 2 : 1
    profilesOf(random, drives[activation.classIndex]!, notStarted).forEach((profile, studentIndex) => {
      if (!profile) return
      for (const rating of planStudent(random, activation, content, profile, students[studentIndex]!.goal))
        ratings.push({ activationIndex, studentIndex, ...rating })
    })
  })
  const hurried = hurriedStudent(ratings)
  const timed = withTimeSpent(seededRandom(`${seed}:time-spent`), ratings, hurried)
  const feedbacks = planFeedbacks(demoActivations, contents, timed)
  const teacher = planTeacherSide(seed, demoActivations, contents, timed)
  return { activations: demoActivations, ratings: timed, feedbacks, hurried, teacher }
}

/** 7a's student with the most ratings in its first module after the two leaders: active, not a star. */
function hurriedStudent(ratings: readonly Omit<DemoModuleRating, 'secondsSpent'>[]) {
  const classIndex = demoActivations[0]!.classIndex
  const counts = new Map<number, number>()
  for (const rating of ratings)
    if (rating.activationIndex === 0)
      counts.set(rating.studentIndex, (counts.get(rating.studentIndex) ?? 0) + 1)
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  return { classIndex, studentIndex: ranked[Math.min(2, ranked.length - 1)]![0] }
}

/**
 * The time each rating took. Its own random stream, so adding it left every grade and date of the
 * plan as it was. Most students take 2 to 12 minutes per question and are quick now and then; the
 * hurried student of 7a takes 10 to 100 seconds and now and then clicks through in under 5.
 */
function withTimeSpent(
  random: SeededRandom,
  ratings: readonly Omit<DemoModuleRating, 'secondsSpent'>[],
  hurried: { classIndex: number; studentIndex: number },
): DemoModuleRating[] {
  return ratings.map((rating) => {
    const activation = demoActivations[rating.activationIndex]!
    const isHurried =
      activation.classIndex === hurried.classIndex && rating.studentIndex === hurried.studentIndex
    const secondsSpent = isHurried
      ? random.next() < 0.15
        ? random.int(2, 5)
        : random.int(10, 100)
      : random.next() < 0.08
        ? random.int(45, 119)
        : Math.round(120 + 600 * random.next() ** 1.5 + Math.max(0, random.normal(40)))
    return { ...rating, secondsSpent }
  })
}
