import { z } from 'zod'

// The store's lookups (docs/product/store.md "Metadata and lists": GET /modules-metadatas/tags,
// /lernrasterSubjects, /schoollevels, /schooltypes, /languages, /countries, /prices). Fixed lists for
// Switzerland, Germany, Austria and Liechtenstein; school levels and types belong to one country.

export const lookupItem = z.object({ id: z.number().int(), title: z.string() })
export type LookupItem = z.infer<typeof lookupItem>
export const lookupItemList = z.array(lookupItem)

export const codedLookupItem = lookupItem.extend({
  /** ISO 3166-1 alpha-2 for countries, ISO 639-1 for languages. */
  code: z.string(),
})
export type CodedLookupItem = z.infer<typeof codedLookupItem>
export const codedLookupItemList = z.array(codedLookupItem)

/** A school level or type, as the schools of its country name it. */
export const countryLookupItem = lookupItem.extend({ country_id: z.number().int() })
export type CountryLookupItem = z.infer<typeof countryLookupItem>
export const countryLookupItemList = z.array(countryLookupItem)

/** An entry of the price list: name, crystals (docs/product/store.md "Metadata and lists"). */
export const priceItem = z.object({ id: z.number().int(), name: z.string(), crystals: z.number().int() })
export type PriceItem = z.infer<typeof priceItem>
export const priceItemList = z.array(priceItem)
