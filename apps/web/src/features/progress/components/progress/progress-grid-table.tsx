import '../../../../components/grid/grid-table.css'
import './progress-grid.css'
import { type ProgressStudent, truncation } from '@lernraster/shared'
import { VisuallyHidden } from '@mantine/core'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { rowColour } from '../../../../components/grid/row-colours'
import { TruncatedText } from '../../../../components/truncated-text'
import { cellName, type ProgressCell, type ProgressGrid } from '../../model/progress-grid'
import { ProgressTile } from './progress-tile'

/** The narrowest a column gets before the area scrolls: room for 30 bars of 3 px. */
const columnMinWidth = 140
const rowHeadWidth = 40

type Props = {
  grid: ProgressGrid
  students: readonly ProgressStudent[]
  caption: string
  onOpen: (cell: ProgressCell) => void
  /** The teacher points at a tile: its dialog's data may load ahead. */
  onIntent?: (cell: ProgressCell) => void
}

/**
 * The progress screen's grid: block names as column headers, levels as coloured rows, as in the
 * configurator and the viewer (components/grid/grid-table.css), and a progress tile in every cell
 * with a topic.
 */
export function ProgressGridTable({ grid, students, caption, onOpen, onIntent }: Props) {
  const { t } = useTranslation()
  const firstOpenable = grid.topics.find(({ topic }) => topic.stats.evaluations > 0)?.topic.id
  const minWidth = rowHeadWidth + grid.columns * (columnMinWidth + 4) + 8

  return (
    <div className="module-grid-scroll" data-tour="progress-grid">
      <div style={{ minWidth }}>
        <table className="module-grid progress-grid">
          <caption className="module-grid-caption">{caption}</caption>
          <colgroup>
            <col style={{ width: rowHeadWidth }} />
            {grid.blocks.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <col key={index} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="module-grid-corner">
                {t('progressStats.grid.corner')}
              </th>
              {grid.blocks.map((block, index) => {
                const column = index + 1
                return (
                  <th
                    key={column}
                    scope="col"
                    className="module-grid-head"
                    data-empty={block ? undefined : true}
                    aria-label={block ? block.name : t('progressStats.grid.noBlock', { column })}
                  >
                    {block ? (
                      <span className="module-grid-head-name">
                        <span className="module-grid-head-text">
                          <TruncatedText text={block.name} max={truncation.viewerBlockName} />
                        </span>
                      </span>
                    ) : (
                      <VisuallyHidden>{t('progressStats.grid.noBlock', { column })}</VisuallyHidden>
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {grid.cells.map((cells, index) => {
              const row = index + 1
              const colour = rowColour(row, grid.rows)
              const style = { '--row-bg': colour.background, '--row-text': colour.text } as CSSProperties
              return (
                <tr key={row} style={style}>
                  <th scope="row" className="module-grid-row-head">
                    <span aria-hidden>{row}</span>
                    <VisuallyHidden>{t('progressStats.grid.row', { row })}</VisuallyHidden>
                  </th>
                  {cells.map((cell) => (
                    <td
                      key={cell.column}
                      className="module-grid-cell"
                      // The tour's third stop: the first topic that opens (on the cell: driver.js
                      // rewrites the popup state of what it highlights, which the tile's button needs).
                      data-tour={cell.topic && cell.topic.id === firstOpenable ? 'progress-topic' : undefined}
                    >
                      {cell.topic ? (
                        <ProgressTile
                          column={cell.column}
                          row={cell.row}
                          topic={cell.topic}
                          students={students}
                          onOpen={() => onOpen(cell)}
                          onIntent={onIntent && (() => onIntent(cell))}
                        />
                      ) : (
                        <VisuallyHidden>
                          {t('progressStats.grid.emptyCell', { cell: cellName(cell.column, cell.row) })}
                        </VisuallyHidden>
                      )}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
