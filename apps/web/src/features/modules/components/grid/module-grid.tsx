import '../../texts'
import '../../../../components/grid/grid-table.css'
import './module-grid.css'
import { truncation } from '@lernraster/shared'
import { VisuallyHidden } from '@mantine/core'
import { type CSSProperties, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rowColour } from '../../../../components/grid/row-colours'
import { gridWidthBounds, rowHeadWidth } from '../../model/column-widths'
import { type CellAddress, canDrag, type GridModel } from '../../model/grid-model'
import { BlockHeader } from './block-header'
import { DroppableCell, StaticCell } from './grid-cell'
import { GridDnd } from './grid-dnd'
import { useColumnWidths } from './use-column-widths'

type Props = {
  model: GridModel
  /** The configurator edits, the viewer only shows; both draw the same grid (docs/design.md "The grid"). */
  mode: 'edit' | 'view'
  /** A topic was chosen (in the configurator also an empty cell). */
  onOpenCell: (address: CellAddress) => void
  /** The configurator opens a block header. */
  onOpenBlock?: (column: number) => void
  /** Where given and the model allows it, topics carry drag handles. */
  onMoveTopic?: (topicId: number, to: CellAddress) => void
  /** A move is on its way to the server. */
  moving?: boolean
}

/**
 * The competence grid as a table: block headers as the top row, levels as coloured rows, topics as
 * cards. A fixed table layout shares the room among the columns the teacher has not resized; the
 * area scrolls sideways when the columns need more room than the page has.
 */
export function ModuleGrid({ model, mode, onOpenCell, onOpenBlock, onMoveTopic, moving = false }: Props) {
  const { t } = useTranslation()
  const { widths, setWidth } = useColumnWidths(model.moduleId, model.columns)
  const [preview, setPreview] = useState<{ column: number; width: number } | null>(null)
  const titleMax = mode === 'edit' ? truncation.editorTopicTitle : truncation.viewerTopicTitle
  const nameMax = mode === 'edit' ? truncation.editorBlockName : truncation.viewerBlockName
  const draggable = mode === 'edit' && onMoveTopic !== undefined && canDrag(model)

  const shownWidths = widths.map((width, index) => (preview?.column === index + 1 ? preview.width : width))
  const bounds = gridWidthBounds(shownWidths)

  const grid = (
    <div className="module-grid-scroll">
      <div style={{ minWidth: bounds.min, maxWidth: bounds.max }}>
        <table className="module-grid" aria-busy={moving || undefined}>
          <caption className="module-grid-caption">
            {t('moduleEditor.grid.label', { columns: model.columns, rows: model.rows })}
          </caption>
          <colgroup>
            <col style={{ width: rowHeadWidth }} />
            {shownWidths.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <col key={index} style={width === null ? undefined : { width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="module-grid-corner">
                {t('moduleEditor.grid.corner')}
              </th>
              {model.blocks.map((block, index) => {
                const column = index + 1
                return (
                  <BlockHeader
                    key={column}
                    column={column}
                    block={block}
                    nameMax={nameMax}
                    onOpen={mode === 'edit' ? onOpenBlock : undefined}
                    width={shownWidths[index] ?? null}
                    onPreviewWidth={(width) => setPreview(width === null ? null : { column, width })}
                    onWidthChange={(width) => setWidth(column, width)}
                  />
                )
              })}
            </tr>
          </thead>
          <tbody>
            {model.cells.map((cells, index) => {
              const row = index + 1
              const colour = rowColour(row, model.rows)
              const style = { '--row-bg': colour.background, '--row-text': colour.text } as CSSProperties
              return (
                <tr key={row} style={style}>
                  <th scope="row" className="module-grid-row-head">
                    <span aria-hidden>{row}</span>
                    <VisuallyHidden>{t('moduleEditor.grid.row', { row })}</VisuallyHidden>
                  </th>
                  {cells.map((cell) => {
                    const props = { cell, mode, titleMax, onOpen: onOpenCell, draggable, moving }
                    return draggable ? (
                      <DroppableCell key={cell.column} {...props} model={model} />
                    ) : (
                      <StaticCell key={cell.column} {...props} />
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )

  return draggable && onMoveTopic ? (
    <GridDnd model={model} titleMax={titleMax} onMoveTopic={onMoveTopic}>
      {grid}
    </GridDnd>
  ) : (
    grid
  )
}
