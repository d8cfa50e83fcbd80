import type { ActiveModule } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  checkedActiveFilter,
  defaultActiveFilter,
  isFinished,
  shownActivations,
  subjectLabel,
} from './active-modules'

const activation = (id: number, status_id: number, name = `Modul ${id}`) =>
  ({ id, module_id: 100 + id, event_id: 200 + id, status_id, name }) as ActiveModule

describe('the filter', () => {
  it("starts with 'Aktive' only and keeps a saved choice", () => {
    expect(defaultActiveFilter).toEqual({ active: true, finished: false })
    expect(checkedActiveFilter({ active: false, finished: true })).toEqual({ active: false, finished: true })
  })

  it('falls back to the default for what an older version may have saved', () => {
    expect(checkedActiveFilter(undefined)).toEqual(defaultActiveFilter)
    expect(checkedActiveFilter({ active: 'yes', finished: false })).toEqual(defaultActiveFilter)
    expect(checkedActiveFilter([true, false])).toEqual(defaultActiveFilter)
  })
})

describe('shownActivations', () => {
  const active = [activation(1, 2), activation(2, 2)]
  const finished = [activation(3, 4)]

  it('shows what is checked, the running ones first', () => {
    expect(shownActivations(active, finished, { active: true, finished: false }).map((a) => a.id)).toEqual([
      1, 2,
    ])
    expect(shownActivations(active, finished, { active: false, finished: true }).map((a) => a.id)).toEqual([
      3,
    ])
    expect(shownActivations(active, finished, { active: true, finished: true }).map((a) => a.id)).toEqual([
      1, 2, 3,
    ])
    expect(shownActivations(active, finished, { active: false, finished: false })).toEqual([])
  })
})

describe('card and list texts', () => {
  it('knows a finished activation by its status 4', () => {
    expect(isFinished(activation(1, 4))).toBe(true)
    expect(isFinished(activation(1, 2))).toBe(false)
  })

  it("writes the subject as 'token - title', cut to 50", () => {
    expect(subjectLabel({ id: 1, token: 'MA', title: 'Mathematik' })).toBe('MA - Mathematik')
    const label = subjectLabel({
      id: 1,
      token: 'NMG',
      title: 'Natur, Mensch, Gesellschaft und ihre Räume im Wandel',
    })
    expect(Array.from(label)).toHaveLength(51)
    expect(label.endsWith('…')).toBe(true)
  })
})
