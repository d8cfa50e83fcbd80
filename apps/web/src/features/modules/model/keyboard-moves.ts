import type { CellAddress } from './grid-model'

/**
 * Where the arrow keys lead a picked-up topic: one cell per press, stopping at the grid's edge. The
 * drag and drop layer turns the answer into coordinates; the rule itself lives here, without a DOM.
 */

export type Direction = 'up' | 'down' | 'left' | 'right'

const directionByKey: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
}

/** The direction of an arrow key (`KeyboardEvent.code`), undefined for any other key. */
export function directionOf(code: string): Direction | undefined {
  return directionByKey[code]
}

/** The next cell in that direction, or null at the edge (the topic stays where it hovers). */
export function neighbourCell(
  from: CellAddress,
  direction: Direction,
  size: { rows: number; columns: number },
): CellAddress | null {
  const next = { ...from }
  if (direction === 'up') next.row -= 1
  if (direction === 'down') next.row += 1
  if (direction === 'left') next.column -= 1
  if (direction === 'right') next.column += 1
  const inside = next.row >= 1 && next.row <= size.rows && next.column >= 1 && next.column <= size.columns
  return inside ? next : null
}

// A cell's id for drag and drop: the address is in the id, so a drop needs no lookup in the DOM.
const cellIdPattern = /^cell-(\d+)-(\d+)$/

export function cellId({ column, row }: CellAddress): string {
  return `cell-${column}-${row}`
}

export function parseCellId(id: string | number): CellAddress | null {
  const match = cellIdPattern.exec(String(id))
  if (!match) return null
  return { column: Number(match[1]), row: Number(match[2]) }
}

export function topicDragId(topicId: number): string {
  return `topic-${topicId}`
}

export function parseTopicDragId(id: string | number): number | null {
  const match = /^topic-(\d+)$/.exec(String(id))
  return match ? Number(match[1]) : null
}
