import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import type { Topic } from '@lernraster/shared'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CellAddress, cellLabel, findTopicCell, type GridModel } from '../../model/grid-model'
import { parseCellId, parseTopicDragId } from '../../model/keyboard-moves'
import { dragAnnouncements, dragInstructions } from './drag-announcements'
import { gridCoordinateGetter } from './keyboard-coordinates'
import { TopicCardGhost } from './topic-card'

// The pointer decides where a mouse or finger drops; keys move a rectangle from cell to cell, so
// they take the cell whose centre is nearest (docs/stack.md "Grid drag and drop").
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args)

/** How long the cursor waits for the moved card to be drawn in its new cell: about a second. */
const focusFrames = 60

/**
 * The moved card is drawn anew in its new cell, and the handle the keys held is gone: the cursor goes
 * to the handle in the new place once it is there, so the teacher can move the topic on. Until the
 * grid has drawn the move, the old handle is still in the page: only the one in the target cell will do.
 */
function focusHandleOf(topicId: number, to: CellAddress) {
  const selector = `[data-drag-handle="${topicId}"][data-drag-cell="${cellLabel(to)}"]`
  let frames = 0
  const focus = () => {
    const handle = document.querySelector<HTMLElement>(selector)
    if (handle) handle.focus()
    else if (++frames < focusFrames) requestAnimationFrame(focus)
  }
  requestAnimationFrame(focus)
}

type Props = {
  model: GridModel
  titleMax: number
  onMoveTopic: (topicId: number, to: CellAddress) => void
  children: ReactNode
}

/**
 * Drag and drop over the grid: mouse, touch (a long press, so the page still scrolls) and keyboard
 * (Space picks up, arrows move, Space drops, Escape cancels), announced in the teacher's language.
 */
export function GridDnd({ model, titleMax, onMoveTopic, children }: Props) {
  const { t } = useTranslation()
  const modelRef = useRef(model)
  modelRef.current = model
  const [dragged, setDragged] = useState<{ topic: Topic; byKeyboard: boolean } | null>(null)

  const coordinateGetter = useMemo(
    () => gridCoordinateGetter(() => ({ rows: modelRef.current.rows, columns: modelRef.current.columns })),
    [],
  )
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  )
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(() => modelRef.current, t),
      screenReaderInstructions: dragInstructions(t),
    }),
    [t],
  )

  function dragStart({ active, activatorEvent }: DragStartEvent) {
    const topicId = parseTopicDragId(active.id)
    const topic = topicId === null ? null : findTopicCell(modelRef.current, topicId)?.topic
    setDragged(topic ? { topic, byKeyboard: activatorEvent instanceof KeyboardEvent } : null)
  }
  function dragEnd({ active, over }: DragEndEvent) {
    const byKeyboard = dragged?.byKeyboard ?? false
    setDragged(null)
    const topicId = parseTopicDragId(active.id)
    const to = over ? parseCellId(over.id) : null
    if (topicId === null || !to) return
    onMoveTopic(topicId, to)
    if (byKeyboard) focusHandleOf(topicId, to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={dragStart}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      {/* With the keys the cells show where the topic goes; a card over them would hide the preview. */}
      <DragOverlay dropAnimation={null}>
        {dragged && !dragged.byKeyboard ? <TopicCardGhost topic={dragged.topic} titleMax={titleMax} /> : null}
      </DragOverlay>
    </DndContext>
  )
}
