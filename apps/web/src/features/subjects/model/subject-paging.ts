import { subjectDefaultPageSize, subjectPageSizes } from '@lernraster/shared'

/** The page sizes of the subjects table (spec 1 §9); the paging itself is lib/paging. */
export type SubjectPageSize = (typeof subjectPageSizes)[number]

export function isSubjectPageSize(value: number): value is SubjectPageSize {
  return (subjectPageSizes as readonly number[]).includes(value)
}

export const firstSubjectPage = { page: 1, size: subjectDefaultPageSize as SubjectPageSize }
