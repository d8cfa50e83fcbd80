import { describe, expect, it } from 'vitest'
import { moduleTabs, savedTabIndex, tabCount, tabIndexFromQuery } from './overview-tabs'

describe('tabIndexFromQuery', () => {
  it('takes 0 to 2 as given', () => {
    expect(tabIndexFromQuery('0')).toBe(0)
    expect(tabIndexFromQuery('1')).toBe(1)
    expect(tabIndexFromQuery(' 2 ')).toBe(2)
    expect(moduleTabs[0]).toBe('active')
    expect(moduleTabs[2]).toBe('own')
  })

  it('falls back to 1 above 2 and for anything that is no tab index', () => {
    expect(tabIndexFromQuery('3')).toBe(1)
    expect(tabIndexFromQuery('99')).toBe(1)
    expect(tabIndexFromQuery('')).toBe(1)
    expect(tabIndexFromQuery('-1')).toBe(1)
    expect(tabIndexFromQuery('1.5')).toBe(1)
    expect(tabIndexFromQuery('own')).toBe(1)
  })

  it('leaves the saved tab when the link asks for none', () => {
    expect(tabIndexFromQuery(null)).toBeNull()
  })
})

describe('savedTabIndex', () => {
  it('keeps a valid saved tab and replaces anything else with the first', () => {
    expect(savedTabIndex(2)).toBe(2)
    expect(savedTabIndex(0)).toBe(0)
    expect(savedTabIndex(3)).toBe(0)
    expect(savedTabIndex(-1)).toBe(0)
    expect(savedTabIndex(1.5)).toBe(0)
    expect(savedTabIndex('2')).toBe(0)
    expect(savedTabIndex(undefined)).toBe(0)
  })
})

describe('tabCount', () => {
  it('counts one list or adds several (Active = active + finished)', () => {
    expect(tabCount([1, 2, 3])).toBe(3)
    expect(tabCount([1, 2], [3])).toBe(3)
    expect(tabCount([], [])).toBe(0)
  })

  it('has no count until every list has arrived', () => {
    expect(tabCount(undefined)).toBeNull()
    expect(tabCount([1], undefined)).toBeNull()
  })
})
