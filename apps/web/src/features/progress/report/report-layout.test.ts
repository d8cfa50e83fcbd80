import { describe, expect, it } from 'vitest'
import { a4, gridTileSize, noteLines, reportGeometry, reportLayout, tileBox } from './report-layout'
import { exportPercent, reportFileName, tileFill } from './report-pages'

// A4 is 595.28 pt wide; the spec's 80 px margins of a 1240 px page are 38.405 pt: 518.47 pt of content.
const contentWidth = 518.47

describe('gridTileSize', () => {
  it('keeps a small grid at the largest tile, in the spec proportion 40 : 35', () => {
    const size = gridTileSize(2, 2, contentWidth)
    expect(size.width).toBeCloseTo(72, 5)
    expect(size.height).toBeCloseTo(63, 5)
  })

  it('shrinks a 6 x 6 grid to 270 pt high: (270 - 5 x 4) / 6 = 41.67 high, 47.62 wide', () => {
    const size = gridTileSize(6, 6, contentWidth)
    expect(size.height).toBeCloseTo(41.667, 2)
    expect(size.width).toBeCloseTo(47.619, 2)
  })

  it('fits 12 columns into the width: (518.47 - 11 x 4) / 12 = 39.54 wide', () => {
    const size = gridTileSize(12, 2, contentWidth)
    expect(size.width).toBeCloseTo(39.54, 2)
  })
})

describe('noteLines', () => {
  it('draws at most 8 lines, 22 pt apart', () => {
    expect(noteLines(100, 800)).toEqual([122, 144, 166, 188, 210, 232, 254, 276])
  })

  it('draws fewer where less room is left, none without room', () => {
    expect(noteLines(100, 170)).toEqual([122, 144, 166])
    expect(noteLines(100, 110)).toEqual([])
  })
})

describe('reportLayout', () => {
  it('keeps the margins and puts the footer in the bottom margin', () => {
    const layout = reportLayout(6, 6)
    expect(reportGeometry.margin).toBeCloseTo(38.4, 1)
    expect(layout.contentWidth).toBeCloseTo(contentWidth, 2)
    expect(layout.footerY).toBeGreaterThan(a4.height - reportGeometry.margin)
    expect(layout.footerY).toBeLessThan(a4.height)
  })

  it('leaves room for the 3 gap lines and 6 note lines under a 6 x 6 grid, 8 under a 3 x 3', () => {
    const layout = reportLayout(6, 6)
    expect(layout.gaps.lineYs).toHaveLength(3)
    expect(layout.gaps.labelY).toBeGreaterThan(layout.legendY)
    expect(layout.notes.labelY).toBeGreaterThan(Math.max(...layout.gaps.lineYs))
    expect(layout.notes.lineYs).toHaveLength(6)
    expect(reportLayout(3, 3).notes.lineYs).toHaveLength(8)
  })

  it('keeps the largest grid (12 x 12) inside the page, above the legend and the notes', () => {
    const layout = reportLayout(12, 12)
    const last = tileBox(layout, 12, 12)
    expect(last.x + last.width).toBeLessThanOrEqual(reportGeometry.margin + layout.contentWidth)
    expect(last.y + last.height).toBeLessThan(layout.legendY - 8)
    expect(layout.notes.labelY).toBeGreaterThan(layout.legendY)
    expect(Math.max(...layout.notes.lineYs)).toBeLessThan(layout.footerY - 20)
  })

  it('places tile 2.3 one step right and two steps down from 1.1', () => {
    const layout = reportLayout(3, 3)
    const first = tileBox(layout, 1, 1)
    const other = tileBox(layout, 2, 3)
    expect(other.x - first.x).toBeCloseTo(72 + 4, 5)
    expect(other.y - first.y).toBeCloseTo(2 * (63 + 4), 5)
  })
})

describe('tileFill and exportPercent', () => {
  it('lays the side colour over white at the intensity', () => {
    // Green (8, 127, 91) at 0.6: 255 - 247 x 0.6 = 106.8, 255 - 128 x 0.6 = 178.2, 255 - 164 x 0.6 = 156.6.
    expect(tileFill({ side: 'above', difference: 0.8, intensity: 0.6 })).toEqual([107, 178, 157])
    // Red (201, 42, 42) at 0.2: 255 - 54 x 0.2 = 244.2, 255 - 213 x 0.2 = 212.4.
    expect(tileFill({ side: 'below', difference: -0.1, intensity: 0.2 })).toEqual([244, 212, 212])
    expect(tileFill({ side: 'none' })).toEqual([206, 212, 218])
  })

  it('counts floor(index / count x 100)', () => {
    expect([0, 1, 2].map((index) => exportPercent(index, 3))).toEqual([0, 33, 66])
    expect(exportPercent(0, 0)).toBe(100)
  })
})

describe('reportFileName', () => {
  it('names the file with the local date and time, no colons', () => {
    expect(reportFileName(new Date(2026, 10, 3, 9, 5))).toBe('Student_report_[2026-11-03_09-05].pdf')
  })
})
