import type { CodedLookupItem, CountryLookupItem, LookupItem, PriceItem } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { storeLookupsRoutes } from '../../src/modules/store-lookups/store-lookups.routes'
import { statementsOf } from '../feeds/feed-builders'
import { callerNames, everyTeacher, expectRefused, registeredRoutes } from '../support/access-table'
import { api, createCallers } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 14, first step: the store's lookups (docs/product/store.md "Metadata and lists"), seeded by migration
// 0009.

const t = useTestApp()
let callers: Awaited<ReturnType<typeof createCallers>>
beforeAll(async () => {
  callers = await createCallers(t.app)
})

const paths = [
  '/modules-metadatas/tags',
  '/modules-metadatas/lernrasterSubjects',
  '/modules-metadatas/schoollevels',
  '/modules-metadatas/schooltypes',
  '/modules-metadatas/languages',
  '/modules-metadatas/countries',
  '/modules-metadatas/prices',
]
const read = async <Answer>(path: string): Promise<Answer> => {
  const response = await api(t.app, callers.teacher.token).get(path)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Answer
}

describe('access', () => {
  test.each(paths)('GET %s: every teacher and provider administrator, nobody else', async (path) => {
    for (const caller of callerNames) {
      const who = caller === 'anonymous' ? undefined : callers[caller]
      const response = await api(t.app, who?.token).get(path)
      const outcome = everyTeacher[caller]
      if (typeof outcome === 'number') expect(response.statusCode, caller).toBe(outcome)
      else expectRefused(response, outcome, caller)
    }
  })

  test('the list covers every route of the plugin, each one statement', async () => {
    const registered = await registeredRoutes(t.app, [storeLookupsRoutes])
    expect(new Set(registered)).toEqual(new Set(paths.map((path) => `GET ${path}`)))
    for (const path of paths) {
      // The session lookup, then the list.
      expect(await statementsOf(t, () => api(t.app, callers.teacher.token).get(path)), path).toBe(2)
    }
  })
})

describe('the seeded lists', () => {
  test('four countries and their national languages, with their ISO codes', async () => {
    const countries = await read<CodedLookupItem[]>('/modules-metadatas/countries')
    expect(countries.map((country) => [country.code, country.title])).toEqual([
      ['CH', 'Schweiz'],
      ['DE', 'Deutschland'],
      ['AT', 'Österreich'],
      ['LI', 'Liechtenstein'],
    ])
    const languages = await read<CodedLookupItem[]>('/modules-metadatas/languages')
    expect(languages.map((language) => language.code)).toEqual(['de', 'fr', 'it', 'rm', 'en'])
  })

  test('school levels and types per country, from the first year up', async () => {
    const countries = await read<CodedLookupItem[]>('/modules-metadatas/countries')
    const idOf = (code: string) => countries.find((country) => country.code === code)!.id
    const levels = await read<CountryLookupItem[]>('/modules-metadatas/schoollevels')
    const swiss = levels.filter((level) => level.country_id === idOf('CH')).map((level) => level.title)
    expect(swiss[0]).toBe('Kindergarten (Zyklus 1)')
    expect(swiss).toContain('Sekundarstufe I, 7.–9. Klasse (Zyklus 3)')
    const austrian = levels.filter((level) => level.country_id === idOf('AT')).map((level) => level.title)
    expect(austrian[0]).toBe('Primarstufe (Volksschule, 1.–4. Schulstufe)')
    const types = await read<CountryLookupItem[]>('/modules-metadatas/schooltypes')
    const typesOf = (code: string) =>
      types.filter((type) => type.country_id === idOf(code)).map((type) => type.title)
    expect(typesOf('AT')).toContain('Mittelschule')
    expect(typesOf('DE')).toContain('Gesamtschule')
    expect(typesOf('LI')).toEqual(['Primarschule', 'Oberschule', 'Realschule', 'Gymnasium'])
    // Every level and type belongs to one of the four countries.
    const known = new Set(countries.map((country) => country.id))
    expect([...levels, ...types].every((item) => known.has(item.country_id))).toBe(true)
  })

  test('subjects and tags in German order, the price list by crystals', async () => {
    const subjects = await read<LookupItem[]>('/modules-metadatas/lernrasterSubjects')
    expect(subjects.slice(0, 3).map((subject) => subject.title)).toEqual([
      'Berufliche Orientierung',
      'Bewegung und Sport',
      'Bildnerisches Gestalten',
    ])
    const tags = await read<LookupItem[]>('/modules-metadatas/tags')
    expect(tags.map((tag) => tag.title).slice(0, 3)).toEqual([
      'Differenzierung',
      'Fächerübergreifend',
      'Fördern und Fordern',
    ])
    const prices = await read<PriceItem[]>('/modules-metadatas/prices')
    expect(prices.map((price) => [price.name, price.crystals])).toEqual([
      ['Kostenlos', 0],
      ['Klein', 10],
      ['Mittel', 25],
      ['Umfangreich', 50],
      ['Sehr umfangreich', 100],
    ])
  })
})
