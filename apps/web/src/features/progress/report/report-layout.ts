/**
 * Where everything sits on a report page (docs/product/progress.md "PDF report"), as numbers only: no jsPDF
 * here, so the layout is tested without drawing. Units are PDF points on A4 portrait. The original's page is
 * 1240 x 1754 px with 80 px margins and a progress box of 24 + 40 px a column by 20 + 35 px a row; we
 * keep its margins and its tile proportion (40 : 35), and let the tiles grow to use the page, since
 * vector tiles stay sharp at any size.
 */

import { a4 } from '../../../lib/pdf/pdf-document'

export { a4 }

/** One spec pixel in points: the spec's page is 1240 px wide. */
const specPixel = a4.width / 1240

export const reportGeometry = {
  margin: 80 * specPixel,
  /** The spec's tile: 40 px wide, 35 px high. */
  tileAspect: 35 / 40,
  tileGap: 4,
  /** A tile never grows past this width, so a 2 x 2 grid does not fill the page. */
  maxTileWidth: 72,
  maxGridHeight: 270,
  /** Label, figure and the line that says what it counts (issue 31). */
  sectionHeight: 72,
  sectionGap: 12,
  /** Up to 8 ruled lines for the teacher's notes. */
  maxNoteLines: 8,
  noteLineGap: 22,
  /** Issue 19: the largest gaps between self-rating and the teacher's, at most 3 lines of text. */
  maxGapLines: 3,
  gapLineGap: 12,
  footerHeight: 24,
} as const

export type Box = { x: number; y: number; width: number; height: number }

export type ReportLayout = {
  contentWidth: number
  /** The label 'NAME' and the name under it. */
  nameLabelY: number
  nameY: number
  ruleY: number
  /** Two rows of three facts: date, class, subject / goal, test (test spans two cells). */
  facts: { labelY: number; valueY: number; x: number; width: number }[]
  sections: Box[]
  grid: {
    x: number
    y: number
    tileWidth: number
    tileHeight: number
    gap: number
    width: number
    height: number
  }
  legendY: number
  /** Issue 31: the too-fast line under the legend. */
  tooFastY: number
  /** The largest gaps to the teacher's rating (issue 19): a label and up to 3 lines. */
  gaps: { labelY: number; lineYs: number[] }
  notes: { labelY: number; lineYs: number[] }
  footerY: number
}

/** The tile size for a grid of `columns` x `rows`: as wide as fits, in the spec's proportion. */
export function gridTileSize(columns: number, rows: number, contentWidth: number) {
  const { tileGap, maxTileWidth, tileAspect, maxGridHeight } = reportGeometry
  const safeColumns = Math.max(1, columns)
  const safeRows = Math.max(1, rows)
  let width = Math.min(maxTileWidth, (contentWidth - (safeColumns - 1) * tileGap) / safeColumns)
  let height = width * tileAspect
  const fitHeight = (maxGridHeight - (safeRows - 1) * tileGap) / safeRows
  if (height > fitHeight) {
    height = fitHeight
    width = height / tileAspect
  }
  return { width, height }
}

/** As many ruled lines as fit between `top` and `bottom`, at most 8. */
export function noteLines(top: number, bottom: number): number[] {
  const { noteLineGap, maxNoteLines } = reportGeometry
  const fitting = Math.max(0, Math.floor((bottom - top) / noteLineGap))
  return Array.from(
    { length: Math.min(maxNoteLines, fitting) },
    (_, index) => top + (index + 1) * noteLineGap,
  )
}

export function reportLayout(columns: number, rows: number): ReportLayout {
  const { margin, sectionHeight, sectionGap, tileGap, footerHeight } = reportGeometry
  const contentWidth = a4.width - 2 * margin
  const nameLabelY = margin + 8
  const nameY = nameLabelY + 26
  const ruleY = nameY + 14
  const third = contentWidth / 3
  const factRow = (row: number) => ruleY + 22 + row * 38
  const facts = [
    { labelY: factRow(0), valueY: factRow(0) + 15, x: margin, width: third },
    { labelY: factRow(0), valueY: factRow(0) + 15, x: margin + third, width: third },
    { labelY: factRow(0), valueY: factRow(0) + 15, x: margin + 2 * third, width: third },
    { labelY: factRow(1), valueY: factRow(1) + 15, x: margin, width: third },
    { labelY: factRow(1), valueY: factRow(1) + 15, x: margin + third, width: 2 * third },
  ]
  const sectionTop = factRow(1) + 40
  const sectionWidth = (contentWidth - 2 * sectionGap) / 3
  const sections = [0, 1, 2].map((index) => ({
    x: margin + index * (sectionWidth + sectionGap),
    y: sectionTop,
    width: sectionWidth,
    height: sectionHeight,
  }))
  const tile = gridTileSize(columns, rows, contentWidth)
  const gridTop = sectionTop + sectionHeight + 26
  const gridWidth = columns * tile.width + Math.max(0, columns - 1) * tileGap
  const gridHeight = rows * tile.height + Math.max(0, rows - 1) * tileGap
  const legendY = gridTop + gridHeight + 20
  const footerY = a4.height - margin / 2
  const tooFastY = legendY + 14
  const gapsLabelY = tooFastY + 22
  const gapLineYs = Array.from(
    { length: reportGeometry.maxGapLines },
    (_, index) => gapsLabelY + (index + 1) * reportGeometry.gapLineGap,
  )
  const notesLabelY = gapLineYs[gapLineYs.length - 1]! + 20
  return {
    contentWidth,
    nameLabelY,
    nameY,
    ruleY,
    facts,
    sections,
    grid: {
      x: margin,
      y: gridTop,
      tileWidth: tile.width,
      tileHeight: tile.height,
      gap: tileGap,
      width: gridWidth,
      height: gridHeight,
    },
    legendY,
    tooFastY,
    gaps: { labelY: gapsLabelY, lineYs: gapLineYs },
    notes: { labelY: notesLabelY, lineYs: noteLines(notesLabelY, footerY - footerHeight) },
    footerY,
  }
}

/** The top-left corner of the tile at `column`, `row` (both from 1). */
export function tileBox(layout: ReportLayout, column: number, row: number): Box {
  const { x, y, tileWidth, tileHeight, gap } = layout.grid
  return {
    x: x + (column - 1) * (tileWidth + gap),
    y: y + (row - 1) * (tileHeight + gap),
    width: tileWidth,
    height: tileHeight,
  }
}
