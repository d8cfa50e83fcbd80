import { gridLimits } from '@lernraster/shared'

/**
 * Column widths of the grid (docs/product/modules.md "Grid size and look": 150 to 1000 px, dragged by the
 * teacher and kept per module).
 *
 * A column the teacher has not resized is fluid: it takes the default width where there is room and
 * shrinks to `fitMinWidth` where there is not, so a 6x6 grid fits beside the page gutters at 1024 px
 * (6 x 150 px does not, with a scroll bar). A column the teacher has resized keeps that width; the
 * grid area scrolls sideways when the columns need more room than the page has. The 150 px floor
 * holds for every width the teacher sets.
 */
export const fitMinWidth = 120

/** Kept in the client state as numbers; 0 marks a column that was never resized. */
export const untouched = 0

/** One step of the keyboard's arrow keys on a resize handle, and the larger step with Shift. */
export const widthStep = 10
export const widthStepLarge = 50

/** A column's width: a number of pixels, or null while it follows the room there is. */
export type ColumnWidth = number | null

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, gridLimits.columnWidthMin), gridLimits.columnWidthMax))
}

/**
 * The widths saved for a module, one per column of its current size. What comes back from storage
 * is checked: a value out of range is clamped, anything that is not a positive number counts as
 * never resized, and columns added since then start fluid.
 */
export function readColumnWidths(saved: unknown, columns: number): ColumnWidth[] {
  const values = Array.isArray(saved) ? saved : []
  return Array.from({ length: columns }, (_, index) => {
    const value: unknown = values[index]
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? clampColumnWidth(value) : null
  })
}

/** The widths with one column set (clamped), in the form they are kept in. */
export function withColumnWidth(widths: ColumnWidth[], column: number, width: number): number[] {
  return widths.map((current, index) =>
    index === column - 1 ? clampColumnWidth(width) : (current ?? untouched),
  )
}

/** The next width for a key pressed on a focused resize handle, or undefined for other keys. */
export function widthForKey(current: number, key: string, large: boolean): number | undefined {
  const step = large ? widthStepLarge : widthStep
  if (key === 'ArrowRight') return clampColumnWidth(current + step)
  if (key === 'ArrowLeft') return clampColumnWidth(current - step)
  if (key === 'Home') return gridLimits.columnWidthMin
  if (key === 'End') return gridLimits.columnWidthMax
  return undefined
}

/** The row numbers' column and the space between cells (the table's border-spacing), in px. */
export const rowHeadWidth = 40
export const cellSpacing = 4

/**
 * How wide the whole grid may be: at least every fluid column at `fitMinWidth` (narrower, the area
 * scrolls), at most every fluid column at the default width (wider, the grid would stretch thin
 * columns across a large screen). Columns the teacher set count with their width in both.
 */
export function gridWidthBounds(widths: ColumnWidth[]): { min: number; max: number } {
  const fixed = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0)
  const fluid = widths.filter((width) => width === null).length
  // border-spacing lies before, between and after the columns, the row numbers' column included.
  const frame = rowHeadWidth + (widths.length + 2) * cellSpacing + fixed
  return { min: frame + fluid * fitMinWidth, max: frame + fluid * gridLimits.columnWidthDefault }
}
