import { describe, expect, it } from 'vitest'
import { clampPage, pageAfterResize, pageContaining, pageCount, pageItems, rangeOf } from './paging'

const thirteen = Array.from({ length: 13 }, (_, index) => index + 1)
const fortyFive = Array.from({ length: 45 }, (_, index) => index)

describe('paging', () => {
  it('counts pages, with one page for an empty list and a partial last page', () => {
    expect(pageCount(13, 10)).toBe(2)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(45, 20)).toBe(3)
  })

  it('cuts a page out of the list; a page beyond the end shows the last one', () => {
    expect(pageItems(thirteen, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageItems(thirteen, 2, 10)).toEqual([11, 12, 13])
    expect(pageItems(thirteen, 3, 5)).toEqual([11, 12, 13])
    expect(pageItems(fortyFive, 9, 20)).toEqual([40, 41, 42, 43, 44])
    expect(pageItems([], 1, 20)).toEqual([])
  })

  it('falls back to the last page when the page shown no longer exists', () => {
    expect(clampPage(2, 10, 10)).toBe(1)
    expect(clampPage(3, 13, 5)).toBe(3)
    expect(clampPage(0, 13, 5)).toBe(1)
    expect(clampPage(4, 0, 5)).toBe(1)
    expect(clampPage(4, 45, 20)).toBe(3)
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
    expect(pageContaining(-1, 20)).toBe(1)
    expect(pageAfterResize(3, 5, 10)).toBe(2) // entry 11 is on page 2 of 10
    expect(pageAfterResize(2, 10, 5)).toBe(3)
    expect(pageAfterResize(2, 10, 100)).toBe(1)
  })
})
