import type { jsPDF } from 'jspdf'
import type { ReportTileKind } from './report-pages'

/**
 * The mark that says a tile's side without colour (design.md: never colour alone), drawn as a shape
 * rather than the ↗ / ↘ characters, which the embedded Montserrat does not carry: a triangle pointing
 * up for above the goal, down for below (or too fast), a dash for not yet rated. Fills the square
 * `size` x `size` at `x`, `y`.
 */
export function drawMark(doc: jsPDF, kind: ReportTileKind, x: number, y: number, size: number) {
  doc.setFillColor(33, 37, 41)
  doc.setDrawColor(33, 37, 41)
  if (kind === 'above') {
    doc.triangle(x, y + size, x + size, y + size, x + size / 2, y, 'F')
  } else if (kind === 'below') {
    doc.triangle(x, y, x + size, y, x + size / 2, y + size, 'F')
  } else if (kind === 'none') {
    doc.setLineWidth(Math.max(0.75, size / 5))
    doc.line(x, y + size / 2, x + size, y + size / 2)
  }
}
