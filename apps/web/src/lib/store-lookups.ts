import type { CodedLookupItem, CountryLookupItem, LookupItem, PriceItem } from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { callApi } from './api-client'

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
  const [tags, subjects, countries, languages, schoolLevels, schoolTypes, prices] = await Promise.all([
    callApi('GET /modules-metadatas/tags', { signal }),
    callApi('GET /modules-metadatas/lernrasterSubjects', { signal }),
    callApi('GET /modules-metadatas/countries', { signal }),
    callApi('GET /modules-metadatas/languages', { signal }),
    callApi('GET /modules-metadatas/schoollevels', { signal }),
    callApi('GET /modules-metadatas/schooltypes', { signal }),
    callApi('GET /modules-metadatas/prices', { signal }),
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
