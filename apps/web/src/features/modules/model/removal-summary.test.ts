import type { RemovalImpact } from '@lernraster/shared'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatCount } from '../../../lib/count-format'
import { moduleList as deModuleList } from '../../../locales/de/module-list'
import { moduleList as enModuleList } from '../../../locales/en/module-list'
import { removalSummary } from './removal-summary'

// An instance of its own: the tests share one worker with others (isolate: false in vite.config.ts).
const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: {
      de: { translation: { moduleList: deModuleList } },
      en: { translation: { moduleList: enModuleList } },
    },
    interpolation: { escapeValue: false },
  })
})

const none: RemovalImpact = {
  blocks: 0,
  topics: 0,
  questions: 0,
  files: 0,
  evaluations: 0,
  classes: 0,
  other_teachers_classes: 0,
}

const german = (impact: Partial<RemovalImpact>, scope: Parameters<typeof removalSummary>[1] = 'module') =>
  removalSummary({ ...none, ...impact }, scope, i18n.getFixedT('de'), 'de')
const english = (impact: Partial<RemovalImpact>, scope: Parameters<typeof removalSummary>[1] = 'module') =>
  removalSummary({ ...none, ...impact }, scope, i18n.getFixedT('en'), 'en')

describe('removalSummary', () => {
  it('names every part with its number, ratings with their classes and other teachers', () => {
    const impact = {
      blocks: 1,
      topics: 3,
      questions: 12,
      evaluations: 418,
      classes: 2,
      other_teachers_classes: 1,
    }
    expect(german(impact)).toBe(
      'Damit kommen 1 Block, 3 Themen, 12 Fragen und 418 Bewertungen von Lernenden aus 2 Klassen in den Papierkorb, davon 1 Klasse einer anderen Lehrperson.',
    )
    expect(english(impact)).toBe(
      'This moves 1 block, 3 topics, 12 questions and 418 student ratings from 2 classes to the bin; 1 class belongs to another teacher.',
    )
  })

  it('uses the plural forms and several other teachers', () => {
    const impact = {
      blocks: 2,
      topics: 1,
      questions: 1,
      files: 1,
      evaluations: 1,
      classes: 1,
      other_teachers_classes: 3,
    }
    expect(german(impact)).toBe(
      'Damit kommen 2 Blöcke, 1 Thema, 1 Frage, 1 Datei und 1 Bewertung von Lernenden aus 1 Klasse in den Papierkorb, davon 3 Klassen anderer Lehrpersonen.',
    )
    expect(english(impact)).toBe(
      'This moves 2 blocks, 1 topic, 1 question, 1 file and 1 student rating from 1 class to the bin; 3 classes belong to other teachers.',
    )
  })

  it('leaves out parts without anything and says when no ratings are among them', () => {
    expect(german({ topics: 3, questions: 12 }, 'lastRow')).toBe(
      'Damit kommen 3 Themen und 12 Fragen in den Papierkorb. Bewertungen von Lernenden sind keine dabei.',
    )
    expect(english({ topics: 3, questions: 12 }, 'lastRow')).toBe(
      'This moves 3 topics and 12 questions to the bin. No student ratings are among them.',
    )
  })

  it('lets the German verb agree with a single thing', () => {
    expect(german({ topics: 1 }, 'topic')).toBe(
      'Damit kommt 1 Thema in den Papierkorb. Bewertungen von Lernenden sind keine dabei.',
    )
    expect(german({ questions: 5 }, 'topic')).toBe(
      'Damit kommen 5 Fragen in den Papierkorb. Bewertungen von Lernenden sind keine dabei.',
    )
  })

  it('says so when there is nothing in what goes', () => {
    expect(german({}, 'lastColumn')).toBe(
      'Die letzte Spalte ist leer. Bewertungen von Lernenden sind keine dabei.',
    )
    expect(english({}, 'module')).toBe(
      'The module has no blocks, topics or questions yet. No student ratings are among them.',
    )
  })

  it('names other teachers only with ratings that go, and ratings without classes plainly', () => {
    expect(german({ topics: 2, classes: 1, other_teachers_classes: 1 }, 'block')).toBe(
      'Damit kommen 2 Themen in den Papierkorb. Bewertungen von Lernenden sind keine dabei.',
    )
    expect(german({ evaluations: 7 }, 'topic')).toBe(
      'Damit kommen 7 Bewertungen von Lernenden in den Papierkorb.',
    )
  })

  it('writes large numbers as the language does', () => {
    // Swiss German groups thousands with an apostrophe; ICU versions differ in which one.
    expect(german({ evaluations: 1234, classes: 12 })).toMatch(
      /^Damit kommen 1['’]234 Bewertungen von Lernenden aus 12 Klassen in den Papierkorb\.$/,
    )
    expect(formatCount(1234, 'en')).toBe('1,234')
  })
})
