import { useDraggable } from '@dnd-kit/core'
import type { Topic } from '@lernraster/shared'
import { ActionIcon } from '@mantine/core'
import { IconGripVertical } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { cellLabel, type GridCell } from '../../model/grid-model'
import { topicDragId } from '../../model/keyboard-moves'
import { TopicCard } from './topic-card'

type DraggableProps = {
  cell: GridCell & { topic: Topic }
  titleMax: number
  onOpen: () => void
  disabled: boolean
}

/** A topic card with its drag handle: mouse, touch (long press) and keyboard (Space) pick it up. */
export function DraggableTopicCard({ cell, titleMax, onOpen, disabled }: DraggableProps) {
  const { t } = useTranslation()
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: topicDragId(cell.topic.id),
    data: { column: cell.column, row: cell.row },
    disabled,
    attributes: { roleDescription: t('moduleEditor.grid.draggable') },
  })
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      variant="subtle"
      color="gray"
      size="md"
      className="topic-card-handle"
      aria-label={t('moduleEditor.grid.dragHandle', { title: cell.topic.title })}
      // Not `disabled`: the handle keeps the cursor while a move is saved; it only cannot pick up.
      aria-disabled={disabled || undefined}
      data-drag-handle={cell.topic.id}
      data-drag-cell={cellLabel(cell)}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  )
  return (
    <TopicCard
      ref={setNodeRef}
      cell={cell}
      mode="edit"
      titleMax={titleMax}
      onOpen={onOpen}
      handle={handle}
      dragging={isDragging}
    />
  )
}
