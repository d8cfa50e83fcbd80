import { subjectDefaultPageSize, subjectPageSizes } from '@lernraster/shared'

/**
 * The page sizes of the subjects table (docs/product/subjects-and-classes.md "Subjects"); the paging itself
 * is lib/paging.
 */
export type SubjectPageSize = (typeof subjectPageSizes)[number]

export function isSubjectPageSize(value: number): value is SubjectPageSize {
  return (subjectPageSizes as readonly number[]).includes(value)
}

export const firstSubjectPage = { page: 1, size: subjectDefaultPageSize as SubjectPageSize }

/** The page size and page saved in the browser, where they are still valid. */
export function restoreSubjectPaging(saved: { pageSize?: number; page?: number }) {
  const size =
    saved.pageSize !== undefined && isSubjectPageSize(saved.pageSize) ? saved.pageSize : firstSubjectPage.size
  const page = Number.isInteger(saved.page) && (saved.page ?? 0) >= 1 ? (saved.page as number) : 1
  return { size, page }
}
