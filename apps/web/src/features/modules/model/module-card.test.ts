import type { ModuleSummary } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { byLastChange, formatModuleDate, isEditable, moduleCountsText, statusNameOf } from './module-card'

const plural = (one: string, many: string) => (count: number) => `${count} ${count === 1 ? one : many}`
const words = {
  blocks: plural('Block', 'Blöcke'),
  topics: plural('Thema', 'Themen'),
  questions: plural('Frage', 'Fragen'),
  empty: 'Noch ohne Inhalt',
}

const module = (id: number, updated_at: string, status_id = 1) =>
  ({ id, updated_at, status_id }) as ModuleSummary

describe('moduleCountsText', () => {
  it('joins the three counts in the words of the language pack', () => {
    expect(moduleCountsText({ blocks_count: 4, topics_count: 12, questions_count: 36 }, words)).toBe(
      '4 Blöcke · 12 Themen · 36 Fragen',
    )
    expect(moduleCountsText({ blocks_count: 1, topics_count: 1, questions_count: 0 }, words)).toBe(
      '1 Block · 1 Thema · 0 Fragen',
    )
  })

  it('says a module is empty instead of counting zeros', () => {
    expect(moduleCountsText({ blocks_count: 0, topics_count: 0, questions_count: 0 }, words)).toBe(
      'Noch ohne Inhalt',
    )
  })
})

describe('formatModuleDate', () => {
  it('writes the date as the language does', () => {
    expect(formatModuleDate('2026-11-22T12:00:00', 'de')).toBe('22.11.2026')
    expect(formatModuleDate('2026-03-05T12:00:00', 'de')).toBe('05.03.2026')
    expect(formatModuleDate('2026-11-22T12:00:00', 'en')).toBe('22/11/2026')
  })

  it('shows what came when it is no date', () => {
    expect(formatModuleDate('bald', 'de')).toBe('bald')
  })
})

describe('byLastChange', () => {
  it('puts the last changed first, the newer id first on the same time, and leaves the input alone', () => {
    const modules = [
      module(1, '2026-01-01T10:00:00.000Z'),
      module(2, '2026-03-01T10:00:00.000Z'),
      module(3, '2026-03-01T10:00:00.000Z'),
    ]
    expect(byLastChange(modules).map((item) => item.id)).toEqual([3, 2, 1])
    expect(modules.map((item) => item.id)).toEqual([1, 2, 3])
  })
})

describe('status', () => {
  it('lets only drafts be edited and names the status', () => {
    expect(isEditable(module(1, '', 1))).toBe(true)
    expect(isEditable(module(1, '', 4))).toBe(false)
    expect(statusNameOf(module(1, '', 4))).toBe('finished')
    expect(statusNameOf(module(1, '', 99))).toBeUndefined()
  })
})
