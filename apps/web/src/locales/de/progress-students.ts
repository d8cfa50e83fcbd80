/** Spec 2 §2: progress-students texts (filled by the screen). */
export const progressStudents = {
  title: 'Lernendenübersicht',
} as const
