import { describe, expect, it } from 'vitest'
import { sliderCentre, sliderTicks, sliderX } from './deviation-slider'

describe('sliderX', () => {
  it('puts the goal in the centre of the 200 px', () => {
    expect(sliderCentre).toBe(100)
    expect(sliderX(4, 4)).toBe(100)
    expect(sliderX(5, 5)).toBe(100)
  })

  it('maps grades 1 to the goal onto the left half', () => {
    expect(sliderX(1, 4)).toBe(0)
    expect(sliderX(2.5, 4)).toBe(50)
    expect(sliderX(3, 5)).toBe(50)
  })

  it('maps the goal to 6 onto the right half', () => {
    expect(sliderX(6, 4)).toBe(200)
    expect(sliderX(5, 4)).toBe(150)
    expect(sliderX(5.5, 5)).toBe(150)
  })

  it('clamps grades outside the 1-6 scale to the edges', () => {
    expect(sliderX(0.5, 4)).toBe(0)
    expect(sliderX(7, 4)).toBe(200)
  })

  it('rounds the grade to one decimal first', () => {
    expect(sliderX(3.96, 4)).toBe(100)
    expect(sliderX(4.04, 4)).toBe(100)
  })

  it('copes with a goal at an end of the scale', () => {
    expect(sliderX(1, 1)).toBe(100)
    expect(sliderX(3.5, 1)).toBe(150)
    expect(sliderX(6, 6)).toBe(100)
    expect(sliderX(3.5, 6)).toBe(50)
    // A goal beyond the scale counts as its end.
    expect(sliderX(6, 6.5)).toBe(100)
  })
})

describe('sliderTicks', () => {
  it('marks the whole grades 1 to 6', () => {
    expect(sliderTicks(4)).toEqual([
      { grade: 1, x: 0 },
      { grade: 2, x: 100 / 3 },
      { grade: 3, x: 200 / 3 },
      { grade: 4, x: 100 },
      { grade: 5, x: 150 },
      { grade: 6, x: 200 },
    ])
  })
})
