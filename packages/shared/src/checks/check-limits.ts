/** The bounds of a topic's check (issue 37): what the teacher may write, and the defaults. */
export const checkLimits = {
  itemsMin: 3,
  itemsMax: 15,
  promptMax: 1000,
  feedbackMax: 1000,
  optionsMin: 2,
  optionsMax: 8,
  optionMax: 300,
  optionIdMax: 20,
  acceptedMax: 10,
  acceptedTextMax: 200,
  unitMax: 20,
  /** Another attempt after this many hours by default (a day). */
  waitHoursDefault: 24,
  waitHoursMax: 24 * 30,
  attemptsMax: 20,
  timeLimitMinutesMax: 180,
} as const

/** When a student may take the check: once they rated every question of the topic, or at any time. */
export const checkOpens = ['rated', 'always'] as const
export type CheckOpens = (typeof checkOpens)[number]
