import { describe, expect, it } from 'vitest'
import { balanceAfter, signedAmount } from './crystal-entry'
import {
  changeFilter,
  filtersFromParams,
  hasFilters,
  noFilters,
  paramsFromFilters,
  toApiQuery,
} from './store-query'

describe('the store query in the URL', () => {
  it('reads back what it wrote, and only what differs from no filter', () => {
    const filters = {
      ...noFilters,
      search: 'Prozent',
      country_id: '1',
      schoollevel_id: '4',
      tag_ids: ['1', '8'],
      max_crystals: '25',
      sort: 'price_asc' as const,
      page: 3,
    }
    const params = paramsFromFilters(filters)
    expect(params.toString()).toBe(
      'search=Prozent&country_id=1&schoollevel_id=4&max_crystals=25&tag_ids=1%2C8&sort=price_asc&page=3',
    )
    expect(filtersFromParams(params)).toEqual(filters)
    expect(paramsFromFilters(noFilters).toString()).toBe('')
  })

  it('leaves out what is malformed', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('country_id=abc&sort=cheap&page=-2&tag_ids=1,x,3&max_crystals=-5'),
      ),
    ).toEqual({
      ...noFilters,
      tag_ids: ['1', '3'],
    })
  })

  it('starts again at page 1 on a change, and clears level and type with a new country', () => {
    const filters = { ...noFilters, country_id: '1', schoollevel_id: '4', schooltype_id: '2', page: 4 }
    expect(changeFilter(filters, { search: 'x' })).toMatchObject({ page: 1, schoollevel_id: '4' })
    expect(changeFilter(filters, { country_id: '2' })).toMatchObject({
      schoollevel_id: null,
      schooltype_id: null,
    })
    expect(changeFilter(filters, { page: 2 })).toMatchObject({ page: 2 })
    expect(hasFilters(filters)).toBe(true)
    expect(hasFilters({ ...noFilters, sort: 'price_desc', page: 2 })).toBe(false)
  })

  it('keeps the price filter, free ones (0) too, through the URL to the API', () => {
    const free = { ...noFilters, max_crystals: '0', page: 2 }
    const params = paramsFromFilters(free)
    expect(params.toString()).toBe('max_crystals=0&page=2')
    // A reload or a copied link reads the same filters back, and asks the API the same.
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(free)
    expect(toApiQuery(free)).toEqual({ sort: 'newest', page: 2, max_crystals: '0' })
    expect(hasFilters(free)).toBe(true)
    expect(changeFilter(free, { max_crystals: '50' })).toEqual({ ...free, max_crystals: '50', page: 1 })
  })

  it('sends the API the trimmed search and the tags as a list', () => {
    expect(toApiQuery({ ...noFilters, search: '  Bruch ', tag_ids: ['3', '7'] })).toEqual({
      sort: 'newest',
      page: 1,
      search: 'Bruch',
      tag_ids: '3,7',
    })
  })
})

describe('crystal amounts', () => {
  it('signs amounts with a plus and a real minus', () => {
    expect([signedAmount(25, String), signedAmount(-25, String), signedAmount(0, String)]).toEqual([
      '+25',
      '−25',
      '0',
    ])
  })

  it('says what remains after a purchase, or that the balance does not cover it', () => {
    expect(balanceAfter(75, 25)).toBe(50)
    expect(balanceAfter(20, 25)).toBeNull()
  })
})
