import type { Block, BlockWithTopics, ModuleDetail } from '@lernraster/shared'
import { useState } from 'react'
import { type CellAddress, cellAt, type GridModel, openBlock, openCell } from '../../model/grid-model'
import { BlockDialog } from '../dialogs/block-dialog'
import { CoverDialog } from '../dialogs/cover-dialog'
import { TopicDialog } from '../dialogs/topic-dialog'

/** The topic dialog's cell; `block` stands in for a block saved a moment ago the grid has not reloaded yet. */
type TopicTarget = CellAddress & { block?: BlockWithTopics }
/** The block dialog's column; `thenRow` is the cell whose topic the teacher asked for before the block. */
type BlockTarget = { column: number; thenRow: number | null }

/**
 * Which of the configurator's dialogs is open, opened through the grid model's commands. The last
 * target stays while a dialog closes, so it does not change its face under the closing animation.
 */
export function useEditorDialogs(module: ModuleDetail | undefined, model: GridModel, onNotSaved: () => void) {
  const [topic, setTopic] = useState<TopicTarget | null>(null)
  const [topicOpen, setTopicOpen] = useState(false)
  const [block, setBlock] = useState<BlockTarget | null>(null)
  const [blockOpen, setBlockOpen] = useState(false)
  const [coverOpen, setCoverOpen] = useState(false)

  function showTopic(target: TopicTarget) {
    setTopic(target)
    setTopicOpen(true)
  }
  function showBlock(target: BlockTarget) {
    setBlock(target)
    setBlockOpen(true)
  }

  function openCellAt(address: CellAddress) {
    const action = openCell(model, address)
    if (!action.ok) {
      if (action.reason === 'moduleNotSaved') onNotSaved()
      return
    }
    if (action.kind === 'createBlockFirst') showBlock({ column: action.column, thenRow: action.row })
    else showTopic({ column: action.column, row: action.row })
  }

  function openBlockAt(column: number) {
    const action = openBlock(model, column)
    if (!action.ok) {
      if (action.reason === 'moduleNotSaved') onNotSaved()
      return
    }
    showBlock({ column, thenRow: null })
  }

  // The block first, then the topic the teacher asked for in that column.
  function blockSaved(saved: Block) {
    if (block?.thenRow == null) return
    setBlockOpen(false)
    showTopic({ column: block.column, row: block.thenRow, block: { ...saved, topics: [] } })
  }

  const topicCell = topic ? cellAt(model, topic) : null
  const topicBlock = topicCell?.block ?? topic?.block
  const blockOfColumn = block ? (model.blocks[block.column - 1] ?? undefined) : undefined

  const dialogs = module && (
    <>
      {topic && topicBlock && (
        <TopicDialog
          module={module}
          column={topic.column}
          row={topic.row}
          block={topicBlock}
          topic={topicCell?.topic ?? undefined}
          opened={topicOpen}
          onClose={() => setTopicOpen(false)}
        />
      )}
      {block && (
        <BlockDialog
          module={module}
          column={block.column}
          block={blockOfColumn}
          opened={blockOpen}
          onClose={() => setBlockOpen(false)}
          onSaved={blockSaved}
        />
      )}
      <CoverDialog module={module} opened={coverOpen} onClose={() => setCoverOpen(false)} />
    </>
  )

  return { openCellAt, openBlockAt, openCover: () => setCoverOpen(true), dialogs }
}
