import { useDroppable } from '@dnd-kit/core'
import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type CellAddress,
  cellLabel,
  type DropPreview,
  dropPreviewOf,
  type GridCell,
  type GridModel,
} from '../../model/grid-model'
import { cellId, parseTopicDragId } from '../../model/keyboard-moves'
import { DraggableTopicCard } from './draggable-topic-card'
import { TopicCard } from './topic-card'

export type CellProps = {
  cell: GridCell
  mode: 'edit' | 'view'
  titleMax: number
  onOpen: (address: CellAddress) => void
  /** Topics carry a drag handle (the configurator, where the module may be rearranged). */
  draggable: boolean
  /** A move is on its way to the server: nothing else moves until it is done. */
  moving: boolean
}

const previewLabel = {
  move: 'moduleEditor.grid.moveHere',
  swap: 'moduleEditor.grid.swapHere',
  noBlock: 'moduleEditor.grid.noBlockHere',
} as const

/** A cell of a grid whose topics stay where they are (the viewer, a module that may not be rearranged). */
export function StaticCell(props: CellProps) {
  return (
    <td className="module-grid-cell">
      <CellBody {...props} preview={null} />
    </td>
  )
}

/** A cell that takes a dropped topic, and shows before the drop what would happen there. */
export function DroppableCell(props: CellProps & { model: GridModel }) {
  const { cell, model } = props
  const { setNodeRef, isOver, active } = useDroppable({ id: cellId(cell) })
  const topicId = active ? parseTopicDragId(active.id) : null
  const preview = isOver && topicId !== null ? dropPreviewOf(model, topicId, cell) : null
  return (
    <td className="module-grid-cell" ref={setNodeRef} data-drop={preview ?? undefined}>
      <CellBody {...props} preview={preview} />
    </td>
  )
}

/** What a cell holds; `preview` is what a topic hovering over it would do when dropped. */
function CellBody({
  cell,
  mode,
  titleMax,
  onOpen,
  draggable,
  moving,
  preview,
}: CellProps & { preview: DropPreview | null }) {
  const { t } = useTranslation()
  const address = { column: cell.column, row: cell.row }
  let content: ReactNode
  if (cell.topic) {
    const filled = { ...cell, topic: cell.topic }
    content = draggable ? (
      <DraggableTopicCard
        cell={filled}
        titleMax={titleMax}
        onOpen={() => onOpen(address)}
        disabled={moving}
      />
    ) : (
      <TopicCard cell={filled} mode={mode} titleMax={titleMax} onOpen={() => onOpen(address)} />
    )
  } else if (mode === 'edit') {
    content = (
      <UnstyledButton
        className="module-grid-add"
        aria-label={t('moduleEditor.grid.newTopicLabel', { cell: cellLabel(cell) })}
        aria-haspopup="dialog"
        onClick={() => onOpen(address)}
      >
        <IconPlus size={16} aria-hidden />
        {t('moduleEditor.grid.newTopic')}
      </UnstyledButton>
    )
  } else {
    content = <VisuallyHidden>{t('moduleEditor.grid.emptyCell', { cell: cellLabel(cell) })}</VisuallyHidden>
  }
  return (
    <>
      {content}
      {preview && (
        <span className="module-grid-drop-label" data-preview={preview} aria-hidden>
          {t(previewLabel[preview])}
        </span>
      )}
    </>
  )
}
