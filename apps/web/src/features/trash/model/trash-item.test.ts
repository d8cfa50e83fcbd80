import type { TrashItem } from '@lernraster/shared'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { trash as deTrash } from '../../../locales/de/trash'
import { trash as enTrash } from '../../../locales/en/trash'
import { contentsText, daysLeft, itemTitle } from './trash-item'

// An instance of its own: the tests share one worker with others (isolate: false in vite.config.ts).
const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: { de: { translation: { trash: deTrash } }, en: { translation: { trash: enTrash } } },
    interpolation: { escapeValue: false },
  })
})

const item = (over: Partial<TrashItem>): TrashItem => ({
  id: 1,
  kind: 'module',
  title: 'Bruchrechnen',
  module_name: null,
  group_name: null,
  topics: 0,
  questions: 0,
  ratings: 0,
  students: 0,
  activations: 0,
  files: 0,
  trashed_at: '2026-11-22T13:05:00.000Z',
  purge_after: '2026-12-22T13:05:00.000Z',
  ...over,
})
const german = (over: Partial<TrashItem>) => contentsText(item(over), i18n.getFixedT('de'), 'de')

describe('daysLeft', () => {
  const purge = '2026-12-22T13:05:00.000Z'
  it('reads 29 just after a removal: the 30th day has begun', () => {
    expect(daysLeft(purge, new Date('2026-11-22T13:06:00.000Z'))).toBe(29)
  })
  it('counts whole days only', () => {
    expect(daysLeft(purge, new Date('2026-12-20T13:05:00.000Z'))).toBe(2)
    expect(daysLeft(purge, new Date('2026-12-20T13:05:01.000Z'))).toBe(1)
  })
  it('is 0, never negative, on the last day and after it', () => {
    expect(daysLeft(purge, new Date('2026-12-22T01:00:00.000Z'))).toBe(0)
    expect(daysLeft(purge, new Date('2027-01-05T00:00:00.000Z'))).toBe(0)
  })
})

describe('contentsText', () => {
  it('names a run by its ratings and students', () => {
    expect(german({ kind: 'activation', ratings: 153, students: 17 })).toBe(
      '153 Bewertungen von 17 Lernenden',
    )
    // The server counts the run itself among the activations: not worth a word.
    expect(german({ kind: 'activation', activations: 1, ratings: 2, students: 1 })).toBe(
      '2 Bewertungen von 1 Lernenden',
    )
  })
  it('names a module by its grid, singular where it is one', () => {
    expect(german({ topics: 3, questions: 12 })).toBe('3 Themen, 12 Fragen')
    expect(german({ topics: 1, questions: 1, files: 1 })).toBe('1 Thema, 1 Frage, 1 Datei')
  })
  it('names a class by its students and runs, with ratings where there are some', () => {
    expect(german({ kind: 'class', students: 17, activations: 2 })).toBe('2 Aktivierungen, 17 Lernende')
    expect(german({ kind: 'class', students: 17, activations: 1, ratings: 1 })).toBe(
      '1 Aktivierung, 1 Bewertung von 17 Lernenden',
    )
  })
  it('says so when nothing comes with it, and writes large numbers the Swiss way', () => {
    expect(german({ kind: 'subject' })).toBe('nichts weiter')
    expect(german({ ratings: 1234 })).toMatch(/^1['’]234 Bewertungen$/)
  })
  it('speaks English in the English pack', () => {
    expect(contentsText(item({ ratings: 153, students: 17 }), i18n.getFixedT('en'), 'en')).toBe(
      '153 ratings by 17 students',
    )
  })
})

describe('itemTitle', () => {
  it('names a run by its module and class', () => {
    const run = item({ kind: 'activation', title: 'x', module_name: 'Bruchrechnen', group_name: '7a' })
    expect(itemTitle(run, i18n.getFixedT('de'))).toBe('Modul Bruchrechnen in 7a')
  })
  it('keeps the title of the other kinds', () => {
    expect(itemTitle(item({ kind: 'topic', module_name: 'M' }), i18n.getFixedT('de'))).toBe('Bruchrechnen')
  })
})
