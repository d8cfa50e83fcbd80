import type { BlockWithTopics } from '@lernraster/shared'
import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { TruncatedText } from '../../../../components/truncated-text'
import { ColumnResizeHandle } from './column-resize-handle'

type Props = {
  column: number
  block: BlockWithTopics | null
  nameMax: number
  /** Set in the configurator: the header opens the block's dialog (a new block where there is none). */
  onOpen?: (column: number) => void
  /** The width the teacher set, or null while the column follows the room there is. */
  width: number | null
  onPreviewWidth: (width: number | null) => void
  onWidthChange: (width: number) => void
}

/** A column's header: the block's name, or the invitation to create it; its border resizes the column. */
export function BlockHeader({ column, block, nameMax, onOpen, width, onPreviewWidth, onWidthChange }: Props) {
  const { t } = useTranslation()
  // The rendered width, for the handle's value and as the start of a drag on a column never resized.
  const { ref, width: shown } = useElementSize()

  let content = block ? (
    <span className="module-grid-head-name">
      <span className="module-grid-head-text">
        <TruncatedText text={block.name} max={nameMax} />
      </span>
    </span>
  ) : (
    <VisuallyHidden>{t('moduleEditor.grid.noBlock', { column })}</VisuallyHidden>
  )
  if (onOpen) {
    content = block ? (
      <UnstyledButton
        className="module-grid-head-button"
        aria-label={t('moduleEditor.grid.editBlockLabel', { name: block.name, column })}
        title={block.name}
        aria-haspopup="dialog"
        onClick={() => onOpen(column)}
      >
        <span className="module-grid-head-text">
          <TruncatedText text={block.name} max={nameMax} />
        </span>
      </UnstyledButton>
    ) : (
      <UnstyledButton
        className="module-grid-head-button module-grid-add"
        aria-label={t('moduleEditor.grid.newBlockLabel', { column })}
        aria-haspopup="dialog"
        onClick={() => onOpen(column)}
      >
        <IconPlus size={16} aria-hidden />
        {t('moduleEditor.grid.newBlock')}
      </UnstyledButton>
    )
  }

  return (
    <th
      scope="col"
      className="module-grid-head"
      ref={ref}
      data-empty={block ? undefined : true}
      // The header names its column for every cell below it; without this the resize handle's label
      // would become part of that name.
      aria-label={block ? block.name : t('moduleEditor.grid.noBlock', { column })}
    >
      {content}
      <ColumnResizeHandle
        column={column}
        width={width ?? shown}
        onPreview={onPreviewWidth}
        onChange={onWidthChange}
      />
    </th>
  )
}
