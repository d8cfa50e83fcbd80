/**
 * The service worker's runtime caches (decision 029). Named once here: the student build's service
 * worker fills them (vite.student.config.ts) and `forgetCachedStudentData` deletes them.
 */
export const studentCacheNames = {
  /** The student API's GET answers, network first: one student's data. */
  api: 'lernraster-student-api',
  /** The student's files (pictures, worksheets, solutions), cache first for a while. */
  files: 'lernraster-student-files',
} as const
