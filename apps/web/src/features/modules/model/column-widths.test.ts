import { gridLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  cellSpacing,
  clampColumnWidth,
  fitMinWidth,
  gridWidthBounds,
  readColumnWidths,
  rowHeadWidth,
  widthForKey,
  withColumnWidth,
} from './column-widths'

describe('column widths', () => {
  it('clamps to 150-1000 px', () => {
    expect(clampColumnWidth(20)).toBe(gridLimits.columnWidthMin)
    expect(clampColumnWidth(5000)).toBe(gridLimits.columnWidthMax)
    expect(clampColumnWidth(333.6)).toBe(334)
  })

  it('reads back what was kept, one width per column, checking every value', () => {
    expect(readColumnWidths([300, 0, 9999, 'breit', -5, 40], 8)).toEqual([
      300,
      null,
      gridLimits.columnWidthMax,
      null,
      null,
      gridLimits.columnWidthMin,
      null,
      null,
    ])
    expect(readColumnWidths(undefined, 2)).toEqual([null, null])
    expect(readColumnWidths({ 0: 300 }, 1)).toEqual([null])
    // Columns removed since then are dropped.
    expect(readColumnWidths([300, 400, 500], 2)).toEqual([300, 400])
  })

  it('sets one column and keeps the others as they were', () => {
    expect(withColumnWidth([null, 250, null], 3, 2000)).toEqual([0, 250, gridLimits.columnWidthMax])
    expect(readColumnWidths(withColumnWidth([null, null], 1, 180), 2)).toEqual([180, null])
  })

  it('moves by 10 px per arrow key, 50 px with Shift, to the ends with Home and End', () => {
    expect(widthForKey(200, 'ArrowRight', false)).toBe(210)
    expect(widthForKey(200, 'ArrowLeft', true)).toBe(150)
    expect(widthForKey(155, 'ArrowLeft', false)).toBe(150)
    expect(widthForKey(200, 'Home', false)).toBe(gridLimits.columnWidthMin)
    expect(widthForKey(200, 'End', false)).toBe(gridLimits.columnWidthMax)
    expect(widthForKey(200, 'Enter', false)).toBeUndefined()
  })

  it('bounds the grid: fluid columns between the fit minimum and the default width', () => {
    const frame = rowHeadWidth + 5 * cellSpacing
    expect(gridWidthBounds([null, 300, null])).toEqual({
      min: frame + 300 + 2 * fitMinWidth,
      max: frame + 300 + 2 * gridLimits.columnWidthDefault,
    })
    expect(gridWidthBounds([250, 400])).toEqual({
      min: 650 + rowHeadWidth + 4 * cellSpacing,
      max: 650 + rowHeadWidth + 4 * cellSpacing,
    })
  })

  it('fits six untouched columns beside the page gutters at 1024 px, with a scroll bar', () => {
    const room = 1024 - 17 - 2 * 56
    expect(gridWidthBounds(Array(6).fill(null)).min).toBeLessThanOrEqual(room)
  })
})
