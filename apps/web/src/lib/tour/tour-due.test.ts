import { describe, expect, it } from 'vitest'
import { isTourDue } from './tour-due'

describe('isTourDue', () => {
  it('runs a tour while show_tour is on and that tour is not seen', () => {
    expect(isTourDue({ show_tour: true, seen_tours: [] }, 'start')).toBe(true)
    expect(isTourDue({ show_tour: true, seen_tours: ['progress'] }, 'start')).toBe(true)
    expect(isTourDue({ show_tour: true, seen_tours: ['progress'] }, 'progress')).toBe(false)
  })

  it('runs none while show_tour is off or the user is not loaded', () => {
    expect(isTourDue({ show_tour: false, seen_tours: [] }, 'start')).toBe(false)
    expect(isTourDue(undefined, 'progress')).toBe(false)
  })
})
