import { grades } from '@lernraster/shared'
import { cellsOf } from './demo-running-plan'
import { roundToHalf } from './demo-school-plan'
import { type DemoModuleContent, topicsOf } from './grid-content'
import { seededRandom } from './seeded-random'

/**
 * Last school year's class of the demo (issue 36 item 4, decision 051), as plain data from the fixed
 * seed: 7a was 6a a year ago, ran the first subject's grid through the year and was archived on the
 * last 3 July. Its own random stream, so this year's classes, ratings and codes stay as they were.
 * Times are minutes before the archiving, so the class is always "last year" whenever it is written.
 */

/** 7a's students (the plan's class 0) were 6a, working in the first subject's grid. */
export const lastYearClass = { name: '6a', classIndex: 0, subjectIndex: 0 } as const

const dayMinutes = 24 * 60
/** Before the archiving: joined at the start of the school year, the run from September to June. */
export const lastYearDays = { joined: 325, started: 300, finished: 12 } as const

/** Homework of the same subject during the year: the topic and its due day, days before the archiving. */
const homeworkSchedule = [
  { topicIndex: 1, dueDaysBefore: 255 },
  { topicIndex: 5, dueDaysBefore: 130 },
] as const

/** The last 3 July, 10:00 UTC, before `now`: the day 6a was archived. */
export function lastArchivingDay(now: Date): Date {
  const thisYear = Date.UTC(now.getUTCFullYear(), 6, 3, 10)
  return new Date(thisYear < now.getTime() ? thisYear : Date.UTC(now.getUTCFullYear() - 1, 6, 3, 10))
}

/** A rating of the run's grid (topics counted as `topicsOf` counts them) or of a homework's topic. */
export interface LastYearRating {
  studentIndex: number
  topicIndex: number
  questionIndex: number
  grade: number
  minutesBefore: number
  /** Recorded for the run's ratings; a homework rating has none, as in the school plan. */
  secondsSpent?: number
}

export interface LastYearHomework {
  topicIndex: number
  dueDaysBefore: number
  ratings: LastYearRating[]
}

export interface LastYearPlan {
  runRatings: LastYearRating[]
  /** The teacher's ratings beside a few of the run's, each a day or two after the student's. */
  teacherRatings: LastYearRating[]
  homework: LastYearHomework[]
}

/** How many of the students' ratings the teacher rated too: a few, as a teacher does now and then. */
const teacherRatingCount = 12
const onScale = (value: number) => roundToHalf(Math.min(grades.max, Math.max(1, value)))

export function planLastYear(
  seed: string,
  content: DemoModuleContent,
  goals: readonly number[],
): LastYearPlan {
  const random = seededRandom(`${seed}:last-year`)
  const levels = goals.map((goal) => goal + random.normal(0.45))
  // A whole year: most students got through most of the grid, the lower levels first; two did little.
  const idle = new Set([random.int(0, goals.length - 1), random.int(0, goals.length - 1)])
  const cells = cellsOf(content)
    .map((cell, topicIndex) => ({ ...cell, topicIndex }))
    .sort((a, b) => a.row - b.row || a.column - b.column)
  const startMinutes = (lastYearDays.started - 2) * dayMinutes
  const endMinutes = (lastYearDays.finished + 1) * dayMinutes
  const runRatings: LastYearRating[] = []
  levels.forEach((level, studentIndex) => {
    const share = idle.has(studentIndex) ? 0.25 + 0.2 * random.next() : 0.8 + 0.2 * random.next()
    const done = cells.slice(0, Math.max(1, Math.round(share * cells.length)))
    done.forEach((cell, index) => {
      // The cells spread over the year in the order the class worked through them, a little uneven.
      const place = (index + 0.5) / cells.length
      let minutesBefore = Math.round(
        startMinutes - place * (startMinutes - endMinutes) + random.normal(4 * dayMinutes),
      )
      minutesBefore = Math.min(startMinutes, Math.max(endMinutes, minutesBefore))
      for (let questionIndex = 0; questionIndex < cell.questions; questionIndex += 1) {
        if (random.next() < 0.06) continue
        minutesBefore -= random.int(3, 12)
        runRatings.push({
          studentIndex,
          topicIndex: cell.topicIndex,
          questionIndex,
          grade: onScale(level - 0.15 * (cell.row - 1) + random.normal(0.45)),
          minutesBefore,
          secondsSpent: Math.round(150 + 550 * random.next() ** 1.5),
        })
      }
    })
  })

  const teacherRatings = Array.from({ length: teacherRatingCount }, () => {
    const rating = runRatings[random.int(0, runRatings.length - 1)]!
    const later = random.int(1, 2) * dayMinutes
    const grade = onScale(rating.grade + random.pick([-0.5, 0, 0, 0.5]))
    return { ...rating, grade, minutesBefore: Math.max(endMinutes, rating.minutesBefore - later) }
  }).filter(
    // A question of a student is rated once: a second draw of the same one is left out.
    (rating, index, all) =>
      all.findIndex(
        (other) =>
          other.studentIndex === rating.studentIndex &&
          other.topicIndex === rating.topicIndex &&
          other.questionIndex === rating.questionIndex,
      ) === index,
  )

  const topics = topicsOf(content)
  const homework = homeworkSchedule.map(({ topicIndex, dueDaysBefore }) => {
    const ratings: LastYearRating[] = []
    const difficulty = random.normal(0.3)
    levels.forEach((level, studentIndex) => {
      if (random.next() < 0.1) return
      const minutesBefore = (dueDaysBefore + 1) * dayMinutes - random.int(0, 600)
      topics[topicIndex]!.questions.forEach((_, questionIndex) => {
        const grade = onScale(level - difficulty + random.normal(0.5))
        ratings.push({ studentIndex, topicIndex, questionIndex, grade, minutesBefore })
      })
    })
    return { topicIndex, dueDaysBefore, ratings }
  })
  return { runRatings, teacherRatings, homework }
}
