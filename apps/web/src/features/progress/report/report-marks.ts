import type { jsPDF } from 'jspdf'
import type { ReportTileKind } from './report-pages'

/**
 * The mark that says a tile's side without colour (docs/design.md "Status and colour"), drawn as a
 * shape rather than the ↗ / ↘ characters, which the embedded Montserrat does not carry: a triangle pointing
 * up for above the goal, down for below, a dash for not yet rated. Fills the square
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

/** A lightning bolt in a unit square, clockwise from its top: the screens' ⚡ for "too fast". */
const bolt: readonly (readonly [number, number])[] = [
  [0.62, 0],
  [0.12, 0.58],
  [0.45, 0.58],
  [0.34, 1],
  [0.88, 0.4],
  [0.55, 0.4],
]

/**
 * Issue 31: too fast as its own mark, the screens' ⚡ drawn as a shape (the embedded Montserrat has
 * no ⚡), beside the side's triangle, never instead of it. Fills the square `size` x `size` at `x`, `y`.
 */
export function drawTooFastMark(doc: jsPDF, x: number, y: number, size: number) {
  doc.setFillColor(33, 37, 41)
  const [first, ...rest] = bolt
  if (!first) return
  let previous = first
  const segments = rest.map((point) => {
    const segment = [(point[0] - previous[0]) * size, (point[1] - previous[1]) * size]
    previous = point
    return segment
  })
  doc.lines(segments, x + first[0] * size, y + first[1] * size, [1, 1], 'F', true)
}
