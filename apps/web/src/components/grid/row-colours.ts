/**
 * Row colours of the grid (docs/product/modules.md "Grid size and look"): the first three levels in a yellow
 * gradient, the later ones in a dark-blue gradient that spans however many rows the module has. Each colour
 * comes with the text colour that reads best on it; both candidates are checked against WCAG AA (4.5:1) in
 * the test.
 */

type Rgb = readonly [number, number, number]

/** Rows 1 to 3: light to warm yellow. */
const yellowRows: readonly Rgb[] = [
  [0xff, 0xf5, 0xc4],
  [0xff, 0xe5, 0x80],
  [0xf9, 0xcf, 0x3a],
]
/** Row 4 starts at a mid dark blue; the last row of the module ends at the darkest. */
const blueFirst: Rgb = [0x3b, 0x5b, 0xa5]
const blueLast: Rgb = [0x0b, 0x1d, 0x45]

export const darkText = '#1a1b1e'
export const lightText = '#ffffff'

export type RowColour = { background: string; text: string }

export function rowColour(row: number, rows: number): RowColour {
  const background = toHex(rowRgb(row, rows))
  return { background, text: textColourOn(background) }
}

function rowRgb(row: number, rows: number): Rgb {
  const yellow = yellowRows[row - 1]
  if (yellow) return yellow
  const blueRows = Math.max(rows - yellowRows.length, 1)
  // 0 for row 4, 1 for the last row; a single blue row takes the first blue.
  const position = blueRows === 1 ? 0 : Math.min((row - yellowRows.length - 1) / (blueRows - 1), 1)
  return mix(blueFirst, blueLast, Math.max(position, 0))
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const channel = (index: 0 | 1 | 2) => Math.round(from[index] + (to[index] - from[index]) * share)
  return [channel(0), channel(1), channel(2)]
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

function fromHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

/** WCAG 2 relative luminance of an sRGB colour written as #rrggbb. */
export function relativeLuminance(hex: string): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = fromHex(hex)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(first: string, second: string): number {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Dark or white text, whichever contrasts more with the background. */
export function textColourOn(background: string): string {
  return contrastRatio(background, darkText) >= contrastRatio(background, lightText) ? darkText : lightText
}
