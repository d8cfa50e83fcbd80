/**
 * How wide the store's read-only grid may be (issue 38: at 1440 px its sixth column was cut off). The
 * columns share the room there is, between `columnMin` and `columnMax` each: six fit beside the page
 * gutters at 1024 px and at 1440 px; more columns than fit scroll sideways, with a visible hint.
 */
export const storeGridColumn = { min: 120, max: 224 }
const rowHead = 44
const spacing = 4

export function storeGridWidth(columns: number): { min: number; max: number } {
  const frame = rowHead + (columns + 2) * spacing
  return { min: frame + columns * storeGridColumn.min, max: frame + columns * storeGridColumn.max }
}
