import { subjectDefaultPageSize, subjectPageSizes } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  clampPage,
  firstSubjectPage,
  isSubjectPageSize,
  pageAfterResize,
  pageContaining,
  pageCount,
  pageOf,
  rangeOf,
} from './subject-paging'

const thirteen = Array.from({ length: 13 }, (_, index) => index + 1)

describe('subject paging', () => {
  it('offers the sizes of spec 1 §9 and starts on page 1 with 10 rows', () => {
    expect(subjectPageSizes).toEqual([5, 10, 20, 50, 100])
    expect(firstSubjectPage).toEqual({ page: 1, size: subjectDefaultPageSize })
    expect(subjectDefaultPageSize).toBe(10)
    expect(isSubjectPageSize(20)).toBe(true)
    expect(isSubjectPageSize(15)).toBe(false)
  })

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(13, 10)).toBe(2)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(0, 10)).toBe(1)
  })

  it('cuts a page out of the list', () => {
    expect(pageOf(thirteen, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageOf(thirteen, 2, 10)).toEqual([11, 12, 13])
    expect(pageOf(thirteen, 3, 5)).toEqual([11, 12, 13])
  })

  it('falls back to the last page when the page shown no longer exists', () => {
    expect(clampPage(2, 10, 10)).toBe(1)
    expect(clampPage(3, 13, 5)).toBe(3)
    expect(clampPage(0, 13, 5)).toBe(1)
    expect(clampPage(4, 0, 5)).toBe(1)
  })

  it('names the positions shown', () => {
    expect(rangeOf(2, 10, 13)).toEqual({ from: 11, to: 13 })
    expect(rangeOf(1, 10, 13)).toEqual({ from: 1, to: 10 })
    expect(rangeOf(1, 10, 0)).toEqual({ from: 0, to: 0 })
  })

  it('finds the page of an entry, and keeps the first entry in view when the size changes', () => {
    expect(pageContaining(0, 10)).toBe(1)
    expect(pageContaining(10, 10)).toBe(2)
    expect(pageContaining(12, 5)).toBe(3)
    expect(pageAfterResize(3, 5, 10)).toBe(2) // entry 11 is on page 2 of 10
    expect(pageAfterResize(2, 10, 5)).toBe(3)
    expect(pageAfterResize(2, 10, 100)).toBe(1)
  })
})
