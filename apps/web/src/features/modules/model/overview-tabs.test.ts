import { describe, expect, it } from 'vitest'
import { moduleTabs, savedTabIndex, tabIndexFromQuery } from './overview-tabs'

describe('tabIndexFromQuery', () => {
  it('takes 0 to 2 as given', () => {
    expect(tabIndexFromQuery('0')).toBe(0)
    expect(tabIndexFromQuery('1')).toBe(1)
    expect(tabIndexFromQuery('2')).toBe(2)
    expect(moduleTabs[2]).toBe('own')
  })

  it('falls back to 1 above 2 (spec 2 §2)', () => {
    expect(tabIndexFromQuery('3')).toBe(1)
    expect(tabIndexFromQuery('99')).toBe(1)
  })

  it('ignores what is no tab index, so the saved tab stays', () => {
    expect(tabIndexFromQuery(null)).toBeNull()
    expect(tabIndexFromQuery('')).toBeNull()
    expect(tabIndexFromQuery('-1')).toBeNull()
    expect(tabIndexFromQuery('1.5')).toBeNull()
    expect(tabIndexFromQuery('own')).toBeNull()
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
