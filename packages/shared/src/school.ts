/**
 * Business constants of subjects, classes and statistics (docs/product/subjects-and-classes.md), named once
 * for the server and the client.
 */
export const EventType = {
  homework: 1,
  exam: 2,
  module: 3,
} as const
export type EventTypeId = (typeof EventType)[keyof typeof EventType]

/** Swiss scale: 6 best, 4 sufficient; given in half steps. */
export const grades = {
  min: 0,
  max: 6,
  step: 0.5,
  defaultGoal: 4,
} as const

/**
 * The deviation slider of the statistics modal (docs/product/subjects-and-classes.md "Student statistics").
 */
export const deviationSlider = {
  scaleMin: 1,
  scaleMax: 6,
  widthPx: 200,
  heightPx: 30,
  decimals: 1,
} as const

export const subjectPageSizes = [5, 10, 20, 50, 100] as const
export const subjectDefaultPageSize = 10
export const classesPageSize = 20

/**
 * The hidden practice class every teacher has
 * (docs/product/subjects-and-classes.md "The practice class MySelf").
 */
export const ownPracticeClassName = 'MySelf'

/**
 * Class codes are read aloud and typed by students: upper-case letters and digits without the
 * look-alikes 0/O, 1/I and L (a lower-case l would be read as 1).
 */
export const classCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const classCodeLength = 6

export const schoolLimits = {
  subjectTitleMax: 100,
  subjectTokenMax: 10,
  groupNameMax: 100,
  /** Ids in queries and paths: PostgreSQL's integer. */
  idMax: 2_147_483_647,
} as const

/** What the start page looks at (GET /home/overview). */
export const homeOverviewRules = {
  /** Homework due within these last days and not done makes a class need attention. */
  overdueDays: 14,
  /** At most this many classes per attention list: the start page stays short. */
  listMax: 5,
} as const
