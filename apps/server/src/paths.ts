/** Where the teacher API lives (spec 1 §7). */
export const apiPrefix = '/api/teacher/v1'
