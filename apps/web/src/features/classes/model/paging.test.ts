import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageItems, pageOfIndex } from './paging'

const items = Array.from({ length: 45 }, (_, index) => index)

describe('paging', () => {
  it('counts at least one page, and a partial last page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(45, 20)).toBe(3)
  })

  it('keeps a page number inside the pages that exist', () => {
    expect(clampPage(0, 45, 20)).toBe(1)
    expect(clampPage(3, 45, 20)).toBe(3)
    expect(clampPage(4, 45, 20)).toBe(3)
    expect(clampPage(2, 20, 20)).toBe(1)
  })

  it('gives the items of a page, the last one partial', () => {
    expect(pageItems(items, 1, 20)).toEqual(items.slice(0, 20))
    expect(pageItems(items, 3, 20)).toEqual([40, 41, 42, 43, 44])
    // A page that no longer exists shows the last one rather than nothing.
    expect(pageItems(items, 9, 20)).toEqual([40, 41, 42, 43, 44])
    expect(pageItems([], 1, 20)).toEqual([])
  })

  it('finds the page of an item', () => {
    expect(pageOfIndex(0, 20)).toBe(1)
    expect(pageOfIndex(19, 20)).toBe(1)
    expect(pageOfIndex(20, 20)).toBe(2)
    expect(pageOfIndex(-1, 20)).toBe(1)
  })
})
