import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import type { CellAddress } from '../../model/grid-model'
import { cellId, directionOf, neighbourCell, parseCellId } from '../../model/keyboard-moves'

/**
 * Arrow keys move a picked-up topic one cell at a time: the dragged rectangle is centred on the next
 * cell, where `closestCenter` finds it. (The getter of @dnd-kit/sortable does nothing here: the
 * dragged card is not itself a drop target: docs/stack.md "Grid drag and drop".)
 */
export function gridCoordinateGetter(
  size: () => { rows: number; columns: number },
): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const direction = directionOf(event.code)
    if (!direction) return undefined
    // The page must not scroll under the arrow keys, even at the grid's edge.
    event.preventDefault()
    const { over, active, droppableRects, collisionRect } = context
    const origin = active?.data.current as CellAddress | undefined
    const from = (over ? parseCellId(over.id) : null) ?? origin
    if (!from || !collisionRect) return undefined
    const to = neighbourCell(from, direction, size())
    const target = to ? droppableRects.get(cellId(to)) : undefined
    if (!target) return undefined
    return {
      x: target.left + target.width / 2 - collisionRect.width / 2,
      y: target.top + target.height / 2 - collisionRect.height / 2,
    }
  }
}
