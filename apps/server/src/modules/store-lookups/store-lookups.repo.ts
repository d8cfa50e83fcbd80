import type { CodedLookupItem, CountryLookupItem, LookupItem, PriceItem } from '@lernraster/shared'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  countries,
  languages,
  lernrasterSubjects,
  prices,
  schoolLevels,
  schoolTypes,
  tags,
} from '../../db/schema'

// Each list is one small statement; titles in German order where the list has no order of its own
// (tags, subjects), the country's own order for levels and types (from the first year up).

const german = (items: LookupItem[]) => items.sort((a, b) => a.title.localeCompare(b.title, 'de'))

export const storeLookups = {
  tags: async (db: Db): Promise<LookupItem[]> =>
    german(await db.select({ id: tags.id, title: tags.title }).from(tags)),
  lernrasterSubjects: async (db: Db): Promise<LookupItem[]> =>
    german(
      await db
        .select({ id: lernrasterSubjects.id, title: lernrasterSubjects.title })
        .from(lernrasterSubjects),
    ),
  countries: (db: Db): Promise<CodedLookupItem[]> =>
    db
      .select({ id: countries.id, title: countries.title, code: countries.code })
      .from(countries)
      .orderBy(asc(countries.id)),
  languages: (db: Db): Promise<CodedLookupItem[]> =>
    db
      .select({ id: languages.id, title: languages.title, code: languages.code })
      .from(languages)
      .orderBy(asc(languages.id)),
  schoolLevels: (db: Db): Promise<CountryLookupItem[]> =>
    db
      .select({ id: schoolLevels.id, title: schoolLevels.title, country_id: schoolLevels.countryId })
      .from(schoolLevels)
      .orderBy(asc(schoolLevels.countryId), asc(schoolLevels.order)),
  schoolTypes: (db: Db): Promise<CountryLookupItem[]> =>
    db
      .select({ id: schoolTypes.id, title: schoolTypes.title, country_id: schoolTypes.countryId })
      .from(schoolTypes)
      .orderBy(asc(schoolTypes.countryId), asc(schoolTypes.order)),
  prices: (db: Db): Promise<PriceItem[]> =>
    db
      .select({ id: prices.id, name: prices.name, crystals: prices.crystals })
      .from(prices)
      .orderBy(asc(prices.crystals)),
}
