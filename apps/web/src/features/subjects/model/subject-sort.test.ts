import type { Subject } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { defaultSubjectSort, nextSort, sortSubjects } from './subject-sort'

const subject = (id: number, title: string, token: string): Subject => ({ id, title, token })
const list = [
  subject(1, 'Zeichnen', 'BG'),
  subject(2, 'Ökonomie', 'WR'),
  subject(3, 'Musik', 'MU'),
  subject(4, 'deutsch', 'D'),
  subject(5, 'Englisch', 'E'),
  subject(6, 'Physik', 'PH'),
]
const titles = (subjects: Subject[]) => subjects.map((item) => item.title)

describe('sortSubjects', () => {
  it('sorts by title with German collation by default: umlauts beside their vowel, case ignored', () => {
    expect(titles(sortSubjects(list, defaultSubjectSort))).toEqual([
      'deutsch',
      'Englisch',
      'Musik',
      'Ökonomie',
      'Physik',
      'Zeichnen',
    ])
  })

  it('sorts descending and by the short code', () => {
    expect(titles(sortSubjects(list, { column: 'title', direction: 'descending' }))).toEqual([
      'Zeichnen',
      'Physik',
      'Ökonomie',
      'Musik',
      'Englisch',
      'deutsch',
    ])
    expect(sortSubjects(list, { column: 'token', direction: 'ascending' }).map((item) => item.token)).toEqual(
      ['BG', 'D', 'E', 'MU', 'PH', 'WR'],
    )
  })

  it('orders equal values by the other column, then by id, and leaves its input alone', () => {
    const twins = [subject(9, 'Sport', 'SP'), subject(7, 'Sport', 'SP'), subject(8, 'Sport', 'AS')]
    expect(sortSubjects(twins, defaultSubjectSort).map((item) => item.id)).toEqual([8, 7, 9])
    expect(twins.map((item) => item.id)).toEqual([9, 7, 8])
  })
})

describe('nextSort', () => {
  it('turns the direction of the sorted column and starts another column ascending', () => {
    expect(nextSort(defaultSubjectSort, 'title')).toEqual({ column: 'title', direction: 'descending' })
    expect(nextSort({ column: 'title', direction: 'descending' }, 'title')).toEqual(defaultSubjectSort)
    expect(nextSort({ column: 'title', direction: 'descending' }, 'token')).toEqual({
      column: 'token',
      direction: 'ascending',
    })
  })
})
