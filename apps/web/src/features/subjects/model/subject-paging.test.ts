import { subjectDefaultPageSize, subjectPageSizes } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { firstSubjectPage, isSubjectPageSize } from './subject-paging'

describe('subject page sizes', () => {
  it('offers the sizes of subjects-and-classes.md "Subjects" and starts on page 1 with 10 rows', () => {
    expect(subjectPageSizes).toEqual([5, 10, 20, 50, 100])
    expect(firstSubjectPage).toEqual({ page: 1, size: subjectDefaultPageSize })
    expect(subjectDefaultPageSize).toBe(10)
    expect(isSubjectPageSize(20)).toBe(true)
    expect(isSubjectPageSize(15)).toBe(false)
  })
})
