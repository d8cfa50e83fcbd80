import { describe, expect, it } from 'vitest'
import { de } from '../../../locales/de'
import { en } from '../../../locales/en'
import { selectorOf, tourSteps } from './tour-steps'

describe('tourSteps', () => {
  it('has five or six stops, each on its own element, or centred', () => {
    expect(tourSteps.length).toBeGreaterThanOrEqual(5)
    expect(tourSteps.length).toBeLessThanOrEqual(6)
    const targets = tourSteps.flatMap((step) => (step.target ? [step.target] : []))
    expect(new Set(targets).size).toBe(targets.length)
  })

  it('has a title and a text for every stop in German and in English', () => {
    for (const { key } of tourSteps) {
      for (const pack of [de, en]) {
        expect(pack.tour.steps[key].title, key).not.toBe('')
        expect(pack.tour.steps[key].text, key).not.toBe('')
      }
    }
  })

  it('points at data-tour attributes', () => {
    expect(selectorOf('nav-modules')).toBe('[data-tour="nav-modules"]')
  })
})
