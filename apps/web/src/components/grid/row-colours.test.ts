import { gridLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { contrastRatio, darkText, lightText, relativeLuminance, rowColour } from './row-colours'

const hue = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
  return { r, g, b }
}

describe('rowColour', () => {
  it('gives rows 1 to 3 a yellow gradient, getting deeper', () => {
    const colours = [1, 2, 3].map((row) => rowColour(row, 6).background)
    for (const colour of colours) {
      const { r, g, b } = hue(colour)
      expect(r).toBeGreaterThan(200)
      expect(g).toBeGreaterThan(180)
      expect(b).toBeLessThan(g)
    }
    const luminances = colours.map(relativeLuminance)
    expect(luminances[0]).toBeGreaterThan(luminances[1] ?? 1)
    expect(luminances[1]).toBeGreaterThan(luminances[2] ?? 1)
  })

  it('gives later rows a dark-blue gradient spread over the module`s rows', () => {
    const six = [4, 5, 6].map((row) => rowColour(row, 6).background)
    const twelve = [4, 8, 12].map((row) => rowColour(row, 12).background)
    for (const colour of [...six, ...twelve]) {
      const { r, b } = hue(colour)
      expect(b).toBeGreaterThan(r)
    }
    // The gradient runs from the same first blue to the same last blue, whatever the row count.
    expect(six[0]).toBe(twelve[0])
    expect(six[2]).toBe(twelve[2])
    expect(relativeLuminance(rowColour(5, 6).background)).toBeLessThan(relativeLuminance(six[0] ?? ''))
    // Row 5 of 6 is half way, row 5 of 12 is an eighth of the way: the scale follows the row count.
    expect(rowColour(5, 6).background).not.toBe(rowColour(5, 12).background)
  })

  it('has a single blue row start at the first blue', () => {
    expect(rowColour(4, 4).background).toBe(rowColour(4, 12).background)
  })

  it('pairs every row colour with a text colour that passes WCAG AA', () => {
    for (let rows = 1; rows <= gridLimits.maxRows; rows++) {
      for (let row = 1; row <= rows; row++) {
        const { background, text } = rowColour(row, rows)
        expect(contrastRatio(background, text), `row ${row} of ${rows}`).toBeGreaterThanOrEqual(4.5)
      }
    }
    expect(rowColour(1, 6).text).toBe(darkText)
    expect(rowColour(6, 6).text).toBe(lightText)
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG figures for black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })
})
