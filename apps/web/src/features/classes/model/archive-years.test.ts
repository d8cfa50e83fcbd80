import type { ArchivedClass } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { archiveYears, deletedSoon } from './archive-years'

const archived = (id: number, name: string, school_year: string, delete_on: string | null = null) =>
  ({
    id,
    name,
    archived_at: '2026-07-10T08:00:00.000Z',
    school_year,
    delete_on,
    deleted_soon: delete_on !== null && delete_on < '2026-12-20',
    students: 20,
    runs: [],
  }) satisfies ArchivedClass

describe('archiveYears', () => {
  it('groups by school year, the newest year first, keeping the order within a year', () => {
    const years = archiveYears([
      archived(1, '7a', '2024/25'),
      archived(2, '8a', '2025/26'),
      archived(3, '8b', '2025/26'),
      archived(4, '6c', '2023/24'),
    ])
    expect(years.map((year) => [year.schoolYear, year.classes.map((entry) => entry.name)])).toEqual([
      ['2025/26', ['8a', '8b']],
      ['2024/25', ['7a']],
      ['2023/24', ['6c']],
    ])
  })

  it('is empty for an empty archive', () => {
    expect(archiveYears([])).toEqual([])
  })
})

describe('deletedSoon', () => {
  it('names only the classes within the notice, the first to go first', () => {
    const soon = deletedSoon([
      archived(1, '7a', '2023/24', '2026-12-15'),
      archived(2, '7b', '2023/24', '2026-12-01'),
      archived(3, '8a', '2024/25', '2027-07-10'),
      archived(4, '9a', '2025/26'),
    ])
    expect(soon.map((entry) => entry.name)).toEqual(['7b', '7a'])
  })
})
