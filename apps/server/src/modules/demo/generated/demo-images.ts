import type { SeededRandom } from '../school/seeded-random'
import { glyphHeight, mix, Raster, type Rgb, white } from './raster'

/** The size of a demo cover: 16:9, as the module cards show covers. */
export const coverSize = { width: 640, height: 360 } as const

const tileShades = [0.12, 0.18, 0.26, 0.4] as const

/**
 * A calm cover in the subject's colour: a diagonal gradient from a pale tint to the colour, and on
 * its right a small grid of tiles (a competence grid) whose shades the seed picks.
 */
export function drawCover(colour: Rgb, random: SeededRandom): Buffer {
  const { width, height } = coverSize
  const raster = new Raster(width, height)
  const pale = mix(colour, white, 0.8)
  // Written straight into the pixels: this loop runs for every pixel at every demo reset.
  for (let y = 0, at = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const share = 0.65 * (x / width) + 0.35 * (y / height)
      for (let channel = 0; channel < 3; channel += 1, at += 1)
        raster.pixels[at] = Math.round(pale[channel]! + (colour[channel]! - pale[channel]!) * share)
    }

  const columns = 5
  const rows = 3
  const tile = 52
  const gap = 10
  const left = width - 48 - (columns * tile + (columns - 1) * gap)
  const top = Math.round((height - (rows * tile + (rows - 1) * gap)) / 2)
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      raster.fillRect(
        left + column * (tile + gap),
        top + row * (tile + gap),
        tile,
        tile,
        white,
        random.pick(tileShades),
      )
  return raster.toPng()
}

export interface BarChart {
  /** One bar per value, from left to right. */
  values: readonly number[]
  /** The distance between two grid lines; the axis is labelled at each. */
  step: number
}

export const chartSize = { width: 640, height: 400 } as const
const gridColour: Rgb = [222, 226, 230]
const axisColour: Rgb = [73, 80, 87]
const labelScale = 2

/** A bar chart on white with labelled grid lines; what the bars stand for is said in the question. */
export function drawBarChart({ values, step }: BarChart, colour: Rgb): Buffer {
  const { width, height } = chartSize
  const raster = new Raster(width, height)
  const plot = { left: 72, right: width - 24, top: 24, bottom: height - 32 }
  const plotHeight = plot.bottom - plot.top
  const top = Math.max(step, Math.ceil(Math.max(...values) / step) * step)
  const yOf = (value: number) => plot.bottom - Math.round((value / top) * plotHeight)

  for (let value = 0; value <= top; value += step) {
    const y = yOf(value)
    raster.fillRect(plot.left, y, plot.right - plot.left, 1, gridColour)
    const labelX = plot.left - 12 - Raster.numberWidth(value, labelScale)
    raster.drawNumber(value, labelX, y - Math.floor((glyphHeight * labelScale) / 2), axisColour, labelScale)
  }
  const slot = (plot.right - plot.left) / values.length
  const barWidth = Math.round(slot * 0.6)
  for (const [index, value] of values.entries()) {
    const x = Math.round(plot.left + index * slot + (slot - barWidth) / 2)
    raster.fillRect(x, yOf(value), barWidth, plot.bottom - yOf(value), colour)
  }
  raster.fillRect(plot.left, plot.bottom, plot.right - plot.left, 2, axisColour)
  raster.fillRect(plot.left, plot.top, 2, plotHeight + 2, axisColour)
  return raster.toPng()
}
