import type { StudentModule } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { splitBySchoolYear } from './school-years'

const module = (eventId: number, archivedIn: string | null): StudentModule => ({
  event_id: eventId,
  module: { id: eventId, name: `Modul ${eventId}`, description: '' },
  group: { id: 1, name: '7a' },
  subject: { id: 1, title: 'Mathematik', token: 'MA' },
  finished: archivedIn !== null,
  archived_in: archivedIn,
  goal: 4.5,
  progress: 0,
  average: null,
})

describe('splitBySchoolYear', () => {
  it('keeps this year’s modules apart, in the server’s order, and groups the rest by year, newest first', () => {
    const { current, earlier } = splitBySchoolYear([
      module(1, null),
      module(2, null),
      module(3, '2024/25'),
      module(4, '2025/26'),
      module(5, '2024/25'),
    ])
    expect(current.map((item) => item.event_id)).toEqual([1, 2])
    expect(earlier.map(({ year, modules }) => [year, modules.map((item) => item.event_id)])).toEqual([
      ['2025/26', [4]],
      ['2024/25', [3, 5]],
    ])
  })

  it('has no earlier years while no class is archived, and no current modules when all are', () => {
    expect(splitBySchoolYear([module(1, null)]).earlier).toEqual([])
    expect(splitBySchoolYear([module(1, '2025/26')]).current).toEqual([])
    expect(splitBySchoolYear([])).toEqual({ current: [], earlier: [] })
  })
})
