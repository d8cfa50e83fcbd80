import { encodePng } from './png'

/** A colour as red, green and blue, 0-255. */
export type Rgb = readonly [number, number, number]

/** `a` mixed with `b`: share 0 is `a`, share 1 is `b`. */
export const mix = (a: Rgb, b: Rgb, share: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * share),
  Math.round(a[1] + (b[1] - a[1]) * share),
  Math.round(a[2] + (b[2] - a[2]) * share),
]

export const white: Rgb = [255, 255, 255]

/** Digits 0-9 as 5x7 bitmaps, seven rows of five: the only lettering the demo's chart needs. */
const digitGlyphs = [
  '01110 10001 10011 10101 11001 10001 01110',
  '00100 01100 00100 00100 00100 00100 01110',
  '01110 10001 00001 00010 00100 01000 11111',
  '11110 00001 00001 01110 00001 00001 11110',
  '00010 00110 01010 10010 11111 00010 00010',
  '11111 10000 11110 00001 00001 10001 01110',
  '00110 01000 10000 11110 10001 10001 01110',
  '11111 00001 00010 00100 01000 01000 01000',
  '01110 10001 10001 01110 10001 10001 01110',
  '01110 10001 10001 01111 00001 00010 01100',
] as const
export const glyphWidth = 5
export const glyphHeight = 7

/** An RGB picture drawn in memory: rectangles, digits and soft blending, then written as PNG. */
export class Raster {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = white,
  ) {
    this.pixels = new Uint8Array(width * height * 3)
    this.fillRect(0, 0, width, height, background)
  }

  /** Paints one pixel; `alpha` below 1 lets what is underneath show through. */
  blend(x: number, y: number, colour: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const at = (y * this.width + x) * 3
    for (let channel = 0; channel < 3; channel += 1) {
      const below = this.pixels[at + channel]!
      this.pixels[at + channel] = Math.round(below + (colour[channel]! - below) * alpha)
    }
  }

  fillRect(x: number, y: number, width: number, height: number, colour: Rgb, alpha = 1): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row += 1)
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column += 1)
        this.blend(column, row, colour, alpha)
  }

  /** A number in the 5x7 digit font, each font pixel `scale` pixels wide; (x, y) is its top left. */
  drawNumber(value: number, x: number, y: number, colour: Rgb, scale: number): void {
    const digits = String(Math.round(value))
    for (const [index, digit] of [...digits].entries()) {
      const glyph = digitGlyphs[Number(digit)]
      if (glyph === undefined) throw new Error(`no glyph for ${digit}`)
      const left = x + index * (glyphWidth + 1) * scale
      for (const [row, bits] of glyph.split(' ').entries())
        for (const [column, bit] of [...bits].entries())
          if (bit === '1') this.fillRect(left + column * scale, y + row * scale, scale, scale, colour)
    }
  }

  /** The width in pixels that `drawNumber` takes for this value. */
  static numberWidth(value: number, scale: number): number {
    const count = String(Math.round(value)).length
    return (count * (glyphWidth + 1) - 1) * scale
  }

  toPng(): Buffer {
    return encodePng({ width: this.width, height: this.height, pixels: this.pixels })
  }
}
