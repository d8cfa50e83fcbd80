import {
  type CheckAnswer,
  type CheckItem,
  isRightAnswer,
  scoreAttempt,
  scoringKeyOf,
} from '@lernraster/shared'
import type { DemoCheck } from './demo-check-content'
import type { DemoModuleRating } from './demo-running-plan'
import { type SeededRandom, seededRandom } from './seeded-random'

/**
 * Who of the class took the demo's checks, and how (issue 37): the students who rated every question
 * of the topic took it some minutes after their last rating - the check opens then (decision 053).
 * Those who rated it well mostly passed; some failed, and a few of those passed a day later. The
 * teacher decided on one failed student: attested, with a note. Scores come from the shared scoring.
 */

export interface DemoAttempt {
  checkIndex: number
  studentIndex: number
  number: number
  answers: Record<string, CheckAnswer>
  results: Record<string, boolean>
  right: number
  total: number
  passed: boolean
  startedMinutesAgo: number
  submittedMinutesAgo: number
}

export interface DemoCheckDecision {
  checkIndex: number
  studentIndex: number
  minutesAgo: number
}

const rightAnswer = (item: CheckItem): CheckAnswer => {
  switch (item.kind) {
    case 'single':
      return { kind: 'single', option: item.correct }
    case 'multiple':
      return { kind: 'multiple', options: item.correct }
    case 'number':
      return { kind: 'number', value: String(item.answer).replace('.', ',') }
    case 'text':
      return { kind: 'text', value: item.accepted[0]! }
    case 'order':
      return { kind: 'order', steps: item.steps.map((step) => step.id) }
  }
}

/** A mistake a student makes: another option, one of two boxes, one off, a guess, two steps swapped. */
const wrongAnswer = (item: CheckItem): CheckAnswer => {
  switch (item.kind) {
    case 'single':
      return { kind: 'single', option: item.options.find((option) => option.id !== item.correct)!.id }
    case 'multiple':
      return { kind: 'multiple', options: item.correct.slice(0, 1) }
    case 'number':
      return { kind: 'number', value: String(item.answer + 1) }
    case 'text':
      return { kind: 'text', value: 'weiss nicht' }
    case 'order': {
      const [first, second, ...rest] = item.steps.map((step) => step.id)
      return { kind: 'order', steps: [second!, first!, ...rest] }
    }
  }
}

function attempt(
  check: DemoCheck,
  random: SeededRandom,
  wrongCount: number,
): Pick<DemoAttempt, 'answers' | 'results' | 'right' | 'total' | 'passed'> {
  const wrong = new Set<string>()
  while (wrong.size < wrongCount) wrong.add(random.pick(check.items).id)
  const answers = Object.fromEntries(
    check.items.map((item) => [item.id, wrong.has(item.id) ? wrongAnswer(item) : rightAnswer(item)]),
  )
  const keys = check.items.map((item) => scoringKeyOf(item))
  const score = scoreAttempt(
    keys,
    check.items.map((item) => answers[item.id]),
    check.passPercent,
  )
  const results = Object.fromEntries(
    check.items.map((item, index) => [item.id, isRightAnswer(keys[index]!, answers[item.id])]),
  )
  return { answers, results, right: score.right, total: score.total, passed: score.passed }
}

export function planDemoChecks(
  seed: string,
  checks: readonly DemoCheck[],
  ratings: readonly DemoModuleRating[],
  questionsOfFirstTopic: (activationIndex: number) => number,
): { attempts: DemoAttempt[]; decisions: DemoCheckDecision[] } {
  const attempts: DemoAttempt[] = []
  const decisions: DemoCheckDecision[] = []
  checks.forEach((check, checkIndex) => {
    const random = seededRandom(`${seed}:checks:${checkIndex}`)
    const byStudent = new Map<number, { questions: Set<number>; grades: number[]; lastMinutesAgo: number }>()
    for (const rating of ratings) {
      if (rating.activationIndex !== check.activationIndex || rating.topicIndex !== 0) continue
      const entry = byStudent.get(rating.studentIndex) ?? {
        questions: new Set(),
        grades: [],
        lastMinutesAgo: Infinity,
      }
      entry.questions.add(rating.questionIndex)
      entry.grades.push(rating.grade)
      entry.lastMinutesAgo = Math.min(entry.lastMinutesAgo, rating.minutesAgo)
      byStudent.set(rating.studentIndex, entry)
    }
    let decided = false
    for (const [studentIndex, entry] of [...byStudent].sort(([left], [right]) => left - right)) {
      if (entry.questions.size < questionsOfFirstTopic(check.activationIndex)) continue
      const average = entry.grades.reduce((sum, grade) => sum + grade, 0) / entry.grades.length
      const passes = random.next() < (average - 2.5) / 3
      const submitted = Math.max(3, entry.lastMinutesAgo - random.int(5, 40))
      const first = attempt(check, random, passes ? random.int(0, 1) : random.int(2, 3))
      attempts.push({
        checkIndex,
        studentIndex,
        number: 1,
        ...first,
        startedMinutesAgo: submitted + random.int(4, 9),
        submittedMinutesAgo: submitted,
      })
      if (first.passed) continue
      const dayLater = submitted - 25 * 60
      if (dayLater > 60 && random.next() < 0.5) {
        const second = attempt(check, random, random.int(0, 1))
        attempts.push({
          checkIndex,
          studentIndex,
          number: 2,
          ...second,
          startedMinutesAgo: dayLater + 7,
          submittedMinutesAgo: dayLater,
        })
      } else if (!decided) {
        decided = true
        decisions.push({ checkIndex, studentIndex, minutesAgo: Math.max(1, submitted - 90) })
      }
    }
  })
  return { attempts, decisions }
}
