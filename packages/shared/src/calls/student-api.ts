/** Every call of the student API (/api/student/v1), by key (decision 031). */
export const studentApi = {}

export type StudentApi = typeof studentApi
export type StudentCallKey = keyof StudentApi
