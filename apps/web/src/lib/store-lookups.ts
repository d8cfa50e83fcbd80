import type { CodedLookupItem, CountryLookupItem, LookupItem, PriceItem } from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** The store's lookups, fixed lists (GET /modules-metadatas/...): fetched once per session. */
export interface StoreLookups {
  tags: LookupItem[]
  subjects: LookupItem[]
  countries: CodedLookupItem[]
  languages: CodedLookupItem[]
  schoolLevels: CountryLookupItem[]
  schoolTypes: CountryLookupItem[]
  prices: PriceItem[]
}

async function loadStoreLookups(signal?: AbortSignal): Promise<StoreLookups> {
  const get = <T>(path: string) => apiRequest<T>('GET', `modules-metadatas/${path}`, { signal })
  const [tags, subjects, countries, languages, schoolLevels, schoolTypes, prices] = await Promise.all([
    get<LookupItem[]>('tags'),
    get<LookupItem[]>('lernrasterSubjects'),
    get<CodedLookupItem[]>('countries'),
    get<CodedLookupItem[]>('languages'),
    get<CountryLookupItem[]>('schoollevels'),
    get<CountryLookupItem[]>('schooltypes'),
    get<PriceItem[]>('prices'),
  ])
  return { tags, subjects, countries, languages, schoolLevels, schoolTypes, prices }
}

export function useStoreLookupsQuery() {
  return useQuery({
    queryKey: ['store', 'lookups'],
    queryFn: ({ signal }) => loadStoreLookups(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
