/** Limits of the teacher's judgment (issue 19). */
export const teacherRatingLimits = {
  /** Students rated in one request: a class, with room for a large one. */
  studentsMax: 60,
} as const

/** Limits of a student's help request (issue 19). */
export const helpRequestLimits = {
  /** "An optional line of text". */
  textMax: 200,
} as const
