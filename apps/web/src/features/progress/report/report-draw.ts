import type { jsPDF } from 'jspdf'
import { fitText, setTextStyle } from '../../../lib/pdf/pdf-document'
import { type Box, reportGeometry, reportLayout, tileBox } from './report-layout'
import { drawMark, drawTooFastMark } from './report-marks'
import type { ReportHeader, ReportPage, ReportTexts, ReportTile, ReportTileKind, Rgb } from './report-pages'
import { tileFill } from './report-pages'

/**
 * One student's report page (docs/product/progress.md "PDF report"), drawn as vector shapes and text: the
 * name and the facts, the three figures, the mini grid in the screen's colours with a mark on every tile (so
 * a black-and-white print still says above or below), the ruled lines for notes and 'SEITE | n'.
 */

const ink: Rgb = [33, 37, 41]
const muted: Rgb = [104, 112, 120]
const hairline: Rgb = [206, 212, 218]
const emptyOutline: Rgb = [222, 226, 230]
const tileOutline: Rgb = [134, 142, 150]

function label(doc: jsPDF, text: string, x: number, y: number, maxWidth: number) {
  setTextStyle(doc, 'bold', 7, muted)
  doc.text(fitText(doc, text, maxWidth), x, y, { charSpace: 0.4 })
}

function value(doc: jsPDF, text: string, x: number, y: number, maxWidth: number, size = 11) {
  setTextStyle(doc, size > 14 ? 'bold' : 'normal', size, ink)
  doc.text(fitText(doc, text, maxWidth), x, y)
}

function drawTile(doc: jsPDF, tile: ReportTile, box: Box) {
  if (tile.kind === 'empty' || tile.fill === null) {
    doc.setDrawColor(...emptyOutline)
    doc.setLineWidth(0.5)
    doc.setLineDashPattern([2, 2], 0)
    doc.rect(box.x, box.y, box.width, box.height, 'S')
    doc.setLineDashPattern([], 0)
    return
  }
  doc.setFillColor(...tile.fill)
  doc.setDrawColor(...tileOutline)
  doc.setLineWidth(0.5)
  doc.rect(box.x, box.y, box.width, box.height, 'FD')
  const numberSize = Math.min(7, Math.max(4.5, box.height * 0.16))
  setTextStyle(doc, 'normal', numberSize, ink)
  doc.text(tile.number, box.x + 2.5, box.y + numberSize + 1.5)
  if (tile.average !== null) {
    const averageSize = Math.min(11, Math.max(5.5, box.height * 0.26))
    setTextStyle(doc, 'bold', averageSize, ink)
    doc.text(tile.average, box.x + box.width / 2, box.y + box.height / 2 + averageSize * 0.45, {
      align: 'center',
    })
  }
  const mark = Math.min(7, box.height * 0.2)
  if (tile.teacher !== null) {
    setTextStyle(doc, 'normal', numberSize, ink)
    doc.text(tile.teacher, box.x + 2.5, box.y + box.height - 2.5)
  }
  // Issue 37: the check's line just above the teacher's (its place kept when there is none), over
  // the side's mark, so it may take the tile's whole width.
  if (tile.check !== null) {
    // Smaller before shorter: "LK nicht bestanden" cut to "LK nicht best…" would say less.
    let size = numberSize
    setTextStyle(doc, 'normal', size, ink)
    while (size > 4 && doc.getTextWidth(tile.check) > box.width - 5) {
      size -= 0.5
      setTextStyle(doc, 'normal', size, ink)
    }
    doc.text(fitText(doc, tile.check, box.width - 5), box.x + 2.5, box.y + box.height - 3.5 - numberSize)
  }
  drawMark(doc, tile.kind, box.x + box.width - mark - 2.5, box.y + box.height - mark - 2.5, mark)
  if (tile.tooFast) drawTooFastMark(doc, box.x + box.width - mark - 2.5, box.y + 2.5, mark)
}

type LegendPlace = { x: number; y: number; tooFastY: number; width: number }

function drawLegend(
  doc: jsPDF,
  texts: ReportTexts,
  page: Pick<ReportPage, 'tooFast' | 'hasChecks'>,
  { x, y, tooFastY, width }: LegendPlace,
) {
  const { tooFast } = page
  const swatch = 10
  const entries: [Exclude<ReportTileKind, 'empty'>, string][] = [
    ['above', texts.legend.above],
    ['below', texts.legend.below],
    ['none', texts.legend.none],
  ]
  let left = x
  for (const [kind, words] of entries) {
    const fill =
      kind === 'none' ? tileFill({ side: 'none' }) : tileFill({ side: kind, difference: 0, intensity: 0.5 })
    doc.setFillColor(...fill)
    doc.setDrawColor(...tileOutline)
    doc.setLineWidth(0.5)
    doc.rect(left, y - swatch + 1, swatch, swatch, 'FD')
    drawMark(doc, kind, left + 2, y - swatch + 3, swatch - 4)
    setTextStyle(doc, 'normal', 8, ink)
    doc.text(words, left + swatch + 5, y)
    left += swatch + 5 + doc.getTextWidth(words) + 18
  }
  // Issue 37: what a tile's check line means, after the sides, when the grid has checks.
  if (page.hasChecks) {
    setTextStyle(doc, 'normal', 8, ink)
    doc.text(fitText(doc, texts.check.legend, Math.max(0, x + width - left)), left, y)
  }
  // Issue 31: the screens' too fast, with its threshold and the topics, on a line of its own.
  doc.setFillColor(255, 255, 255)
  doc.setDrawColor(...tileOutline)
  doc.rect(x, tooFastY - swatch + 1, swatch, swatch, 'FD')
  drawTooFastMark(doc, x + 2, tooFastY - swatch + 3, swatch - 4)
  setTextStyle(doc, 'normal', 8, ink)
  doc.text(fitText(doc, tooFast, width - swatch - 5), x + swatch + 5, tooFastY)
}

export function drawReportPage(
  doc: jsPDF,
  page: ReportPage,
  header: ReportHeader,
  texts: ReportTexts,
  pageNumber: number,
) {
  const layout = reportLayout(page.columns, page.rows)
  const { margin } = reportGeometry
  const width = layout.contentWidth

  label(doc, texts.labels.name, margin, layout.nameLabelY, width)
  setTextStyle(doc, 'bold', 22, ink)
  doc.text(fitText(doc, page.name, width), margin, layout.nameY)
  doc.setDrawColor(...hairline)
  doc.setLineWidth(0.75)
  doc.line(margin, layout.ruleY, margin + width, layout.ruleY)

  const facts: [string, string][] = [
    [texts.labels.date, header.date],
    [texts.labels.group, header.group],
    [texts.labels.subject, header.subject],
    [texts.labels.goal, page.goal],
    [texts.labels.test, header.test],
  ]
  facts.forEach(([name, text], index) => {
    const place = layout.facts[index]
    if (!place) return
    label(doc, name, place.x, place.labelY, place.width - 10)
    value(doc, text, place.x, place.valueY, place.width - 10)
  })

  const figures: [string, string, string][] = [
    [texts.sections.progress, page.progress, texts.hints.progress],
    [texts.sections.daysWorked, page.daysWorked, texts.hints.daysWorked],
    [texts.sections.reliability, page.reliability, texts.hints.reliability],
  ]
  figures.forEach(([name, figure, hint], index) => {
    const box = layout.sections[index]
    if (!box) return
    doc.setDrawColor(...hairline)
    doc.setLineWidth(0.75)
    doc.roundedRect(box.x, box.y, box.width, box.height, 6, 6, 'S')
    label(doc, name, box.x + 12, box.y + 18, box.width - 24)
    value(doc, figure, box.x + 12, box.y + 48, box.width - 24, 22)
    // Issue 31: what the figure counts, so a parent reads "83 %" as what it is.
    setTextStyle(doc, 'normal', 7, muted)
    doc.text(fitText(doc, hint, box.width - 24), box.x + 12, box.y + 62)
  })

  for (const tile of page.tiles) drawTile(doc, tile, tileBox(layout, tile.column, tile.row))
  drawLegend(doc, texts, page, { x: margin, y: layout.legendY, tooFastY: layout.tooFastY, width })

  label(doc, texts.judgment.title, margin, layout.gaps.labelY, width)
  const gapLines =
    page.gaps === null
      ? [texts.judgment.notRated]
      : page.gaps.length === 0
        ? [texts.judgment.none]
        : page.gaps
  gapLines.forEach((line, index) => {
    const y = layout.gaps.lineYs[index]
    if (y === undefined) return
    setTextStyle(doc, 'normal', 9, ink)
    doc.text(fitText(doc, line, width), margin, y)
  })

  label(doc, texts.notes, margin, layout.notes.labelY, width)
  doc.setDrawColor(...hairline)
  doc.setLineWidth(0.5)
  for (const y of layout.notes.lineYs) doc.line(margin, y, margin + width, y)

  setTextStyle(doc, 'normal', 8, muted)
  doc.text(fitText(doc, `${header.group} · ${header.test}`, width / 2), margin, layout.footerY)
  doc.text(texts.page(pageNumber), margin + width, layout.footerY, { align: 'right' })
}
