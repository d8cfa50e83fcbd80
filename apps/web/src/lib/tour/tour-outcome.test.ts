import { describe, expect, it } from 'vitest'
import { tourOutcome } from './tour-outcome'

describe('tourOutcome', () => {
  it('counts closing on the last step as finished and any earlier close as cancelled', () => {
    expect(tourOutcome(true)).toBe('finished')
    expect(tourOutcome(false)).toBe('cancelled')
  })
})
