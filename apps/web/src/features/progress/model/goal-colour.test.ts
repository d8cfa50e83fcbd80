import { describe, expect, it } from 'vitest'
import { deviationArrow, deviationFill, gradeDeviation } from './goal-colour'

describe('deviationFill', () => {
  it('is grey without a counted average', () => {
    expect(deviationFill({ side: 'none' })).toBe('var(--mantine-color-gray-4)')
  })

  it('uses the side colour at the intensity', () => {
    expect(deviationFill({ side: 'above', difference: 1.2, intensity: 0.8 })).toBe('rgba(8, 127, 91, 0.8)')
    expect(deviationFill({ side: 'below', difference: -0.6, intensity: 0.5 })).toBe('rgba(201, 42, 42, 0.5)')
  })
})

describe('gradeDeviation and deviationArrow', () => {
  it('counts a grade at the goal as above', () => {
    expect(deviationArrow(gradeDeviation(4.5, 4.5))).toBe('↗')
    expect(deviationArrow(gradeDeviation(4, 4.5))).toBe('↘')
  })
})
