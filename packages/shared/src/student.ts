import { grades } from './school'

/**
 * Business constants of the student app (issue 15): what a student may send, and the limits that keep
 * a guessed class code from being found by trying.
 */
export const studentLimits = {
  /**
   * A student's feedback on a question: as long as the teacher's general feedback
   * (docs/product/accounts.md "Feedback to the provider").
   */
  feedbackMax: 1000,
  /** Wrong class codes per student in 15 minutes before joining pauses (a code has 31^6 values). */
  joinAttemptsPerStudent: 10,
  /** Wrong class codes per network address in an hour (a school shares one address). */
  joinAttemptsPerIp: 100,
  /** Seconds a rating may say it took at most: a day (the database's check). */
  secondsSpentMax: 86_400,
} as const

/** The feedback a student leaves on a question (feedback_types, migration 0007), in the form's order. */
export const studentFeedbackTypeIds = [1, 2, 3, 4, 5] as const
export type StudentFeedbackTypeId = (typeof studentFeedbackTypeIds)[number]

/**
 * Whether `value` is a grade of the Swiss scale: 0 to 6 in half steps
 * (docs/product/subjects-and-classes.md "Grades and goals").
 */
export function isHalfStepGrade(value: number): boolean {
  return value >= grades.min && value <= grades.max && Number.isInteger(value / grades.step)
}

/** The values a student picks from: 0, 0.5, ... 6. */
export const gradeSteps: readonly number[] = Array.from(
  { length: (grades.max - grades.min) / grades.step + 1 },
  (_, index) => grades.min + index * grades.step,
)
