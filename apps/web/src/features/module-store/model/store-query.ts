import { type StoreSort, storeSorts } from '@lernraster/shared'

/** The store's search as the URL keeps it (reload and back keep what the teacher chose). */
export interface StoreFilters {
  search: string
  lernraster_subject_id: string | null
  country_id: string | null
  schoollevel_id: string | null
  schooltype_id: string | null
  language_id: string | null
  tag_ids: string[]
  /** At most this price in crystals ('0': free ones); one of the price list's amounts on screen. */
  max_crystals: string | null
  sort: StoreSort
  page: number
}

const lookupKeys = [
  'lernraster_subject_id',
  'country_id',
  'schoollevel_id',
  'schooltype_id',
  'language_id',
  'max_crystals',
] as const

export const noFilters: StoreFilters = {
  search: '',
  lernraster_subject_id: null,
  country_id: null,
  schoollevel_id: null,
  schooltype_id: null,
  language_id: null,
  tag_ids: [],
  max_crystals: null,
  sort: 'newest',
  page: 1,
}

const idPattern = /^\d{1,10}$/
const pricePattern = /^\d{1,6}$/

/** Reads the URL; anything malformed is left out rather than sent (the server would refuse it). */
export function filtersFromParams(params: URLSearchParams): StoreFilters {
  const id = (name: string) => {
    const value = params.get(name)
    return value !== null && idPattern.test(value) ? value : null
  }
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    lernraster_subject_id: id('lernraster_subject_id'),
    country_id: id('country_id'),
    schoollevel_id: id('schoollevel_id'),
    schooltype_id: id('schooltype_id'),
    language_id: id('language_id'),
    tag_ids: (params.get('tag_ids') ?? '')
      .split(',')
      .filter((tag) => idPattern.test(tag))
      .slice(0, 8),
    max_crystals: pricePattern.test(params.get('max_crystals') ?? '') ? params.get('max_crystals') : null,
    sort: storeSorts.includes(sort as StoreSort) ? (sort as StoreSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** Only what differs from no filter goes into the URL. */
export function paramsFromFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search)
  for (const key of lookupKeys) if (filters[key] !== null) params.set(key, filters[key]!)
  if (filters.tag_ids.length > 0) params.set('tag_ids', filters.tag_ids.join(','))
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  if (filters.page !== 1) params.set('page', String(filters.page))
  return params
}

/** The API's query (GET /store/modules). */
export function toApiQuery(filters: StoreFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { sort: filters.sort, page: filters.page }
  const search = filters.search.trim()
  if (search) query.search = search
  for (const key of lookupKeys) if (filters[key] !== null) query[key] = filters[key]!
  if (filters.tag_ids.length > 0) query.tag_ids = filters.tag_ids.join(',')
  return query
}

/** A change of any filter starts again at page 1; a new country clears its level and type. */
export function changeFilter(filters: StoreFilters, change: Partial<StoreFilters>): StoreFilters {
  const next = { ...filters, ...change, page: change.page ?? 1 }
  if ('country_id' in change && change.country_id !== filters.country_id) {
    next.schoollevel_id = null
    next.schooltype_id = null
  }
  return next
}

export const hasFilters = (filters: StoreFilters) =>
  paramsFromFilters({ ...filters, sort: 'newest', page: 1 }).toString() !== ''
