import {
  type BlockWithTopics,
  gridLimits,
  type ModuleDetail,
  type ModuleUpdateBody,
  type Topic,
  type TopicSwapBody,
} from '@lernraster/shared'
import type { RemovalRequest } from '../api/removal-impact'

/**
 * The configurator's grid as plain data, and the named commands that change it (issue 11: toolbar,
 * keyboard and drag and drop go through one path). A command never calls the server: it answers the
 * call to make, or why there is none, so every rule is tested here without a browser.
 */

/** Columns are blocks (block order), rows are levels (topic order); both count from 1. */
export type CellAddress = { column: number; row: number }

export type GridCell = CellAddress & { block: BlockWithTopics | null; topic: Topic | null }

export type RearrangeBlock = ModuleDetail['rearrange_blocked_by']

export type GridModel = {
  /** Undefined for a new module that has no title yet, so nothing is stored. */
  moduleId: number | undefined
  name: string
  description: string
  rows: number
  columns: number
  rearrangeBlockedBy: RearrangeBlock
  /** The block of each column (index column - 1), null where the column has none yet. */
  blocks: (BlockWithTopics | null)[]
  /** Cells row by row: `cells[row - 1][column - 1]`. */
  cells: GridCell[][]
}

export type Refusal<Reason extends string> = { ok: false; reason: Reason }

/** Builds the model; without a module it is the empty default grid of a module not stored yet. */
/** What a grid is drawn from: a module's detail, or a store copy under review (no rearranging there). */
export type GridSource = Pick<ModuleDetail, 'name' | 'description' | 'rows' | 'columns' | 'blocks'> &
  Partial<Pick<ModuleDetail, 'id' | 'rearrange_blocked_by'>>

export function createGridModel(module: GridSource | null): GridModel {
  const rows = module?.rows ?? gridLimits.defaultRows
  const columns = module?.columns ?? gridLimits.defaultColumns
  const blocks: (BlockWithTopics | null)[] = Array.from({ length: columns }, () => null)
  for (const block of module?.blocks ?? []) {
    if (block.order >= 1 && block.order <= columns) blocks[block.order - 1] = block
  }
  const cells = Array.from({ length: rows }, (_, rowIndex) =>
    blocks.map((block, columnIndex): GridCell => {
      const row = rowIndex + 1
      const topic = block?.topics.find((candidate) => candidate.order === row) ?? null
      return { column: columnIndex + 1, row, block, topic }
    }),
  )
  return {
    moduleId: module?.id,
    name: module?.name ?? '',
    description: module?.description ?? '',
    rows,
    columns,
    rearrangeBlockedBy: module?.rearrange_blocked_by ?? null,
    blocks,
    cells,
  }
}

export function isInsideGrid(model: GridModel, { column, row }: CellAddress): boolean {
  return (
    Number.isInteger(column) &&
    Number.isInteger(row) &&
    column >= 1 &&
    column <= model.columns &&
    row >= 1 &&
    row <= model.rows
  )
}

export function cellAt(model: GridModel, address: CellAddress): GridCell | null {
  return isInsideGrid(model, address) ? (model.cells[address.row - 1]?.[address.column - 1] ?? null) : null
}

export function findTopicCell(model: GridModel, topicId: number): GridCell | null {
  for (const row of model.cells) {
    for (const cell of row) if (cell.topic?.id === topicId) return cell
  }
  return null
}

/** The cell's name as the spec's dialog title and the announcements say it: 'column.row'. */
export function cellLabel({ column, row }: CellAddress): string {
  return `${column}.${row}`
}

// ---- Rows and columns ------------------------------------------------------------------------

/** The module's name and description as the page currently shows them (typed, maybe not saved). */
export type ModuleTexts = { name: string; description: string }

export type ResizeRefusal = 'moduleNotSaved' | 'maxRows' | 'minRows' | 'maxColumns' | 'minColumns'

export type ResizeCommand =
  | {
      ok: true
      call: { endpoint: 'modules/update'; body: ModuleUpdateBody }
      /** Set when the row or column to remove holds content: the teacher confirms first. */
      confirm: RemovalRequest | null
    }
  | Refusal<ResizeRefusal>

function resize(
  model: GridModel,
  size: { rows?: number; columns?: number },
  texts: ModuleTexts,
  confirm: RemovalRequest['scope'] | null,
): ResizeCommand {
  if (model.moduleId === undefined) return { ok: false, reason: 'moduleNotSaved' }
  // update takes the name as well: the texts on screen go with it, so a title typed a moment ago
  // is not overwritten by the one the grid was loaded with.
  const body: ModuleUpdateBody = {
    id: model.moduleId,
    name: texts.name,
    description: texts.description,
    ...size,
  }
  return {
    ok: true,
    call: { endpoint: 'modules/update', body },
    confirm: confirm === null ? null : { id: model.moduleId, scope: confirm },
  }
}

const currentTexts = (model: GridModel): ModuleTexts => ({ name: model.name, description: model.description })

export function addRow(model: GridModel, texts = currentTexts(model)): ResizeCommand {
  if (model.rows >= gridLimits.maxRows) return { ok: false, reason: 'maxRows' }
  return resize(model, { rows: model.rows + 1 }, texts, null)
}

/** Removes the bottom row; its topics go with it, so a row with topics asks first. */
export function removeRow(model: GridModel, texts = currentTexts(model)): ResizeCommand {
  if (model.rows <= gridLimits.minRows) return { ok: false, reason: 'minRows' }
  const lastRow = model.cells[model.rows - 1] ?? []
  const holdsContent = lastRow.some((cell) => cell.topic !== null)
  return resize(model, { rows: model.rows - 1 }, texts, holdsContent ? 'lastRow' : null)
}

export function addColumn(model: GridModel, texts = currentTexts(model)): ResizeCommand {
  if (model.columns >= gridLimits.maxColumns) return { ok: false, reason: 'maxColumns' }
  return resize(model, { columns: model.columns + 1 }, texts, null)
}

/**
 * Removes the rightmost column with its block and topics. A block without topics still asks: its
 * name and description are the teacher's work too.
 */
export function removeColumn(model: GridModel, texts = currentTexts(model)): ResizeCommand {
  if (model.columns <= gridLimits.minColumns) return { ok: false, reason: 'minColumns' }
  const holdsContent = model.blocks[model.columns - 1] != null
  return resize(model, { columns: model.columns - 1 }, texts, holdsContent ? 'lastColumn' : null)
}

// ---- Moving topics ---------------------------------------------------------------------------

export type MoveRefusalReason = 'moduleNotSaved' | 'unknownTopic' | 'outsideGrid' | 'sameCell' | 'noBlock'

export type MoveCommand =
  | {
      ok: true
      call: { endpoint: 'topics/swap'; body: TopicSwapBody }
      topic: Topic
      from: CellAddress
      to: CellAddress
      /** The topic that takes the moved one's place; null when the target cell was empty. */
      swapWith: Topic | null
    }
  | { ok: false; reason: 'notRearrangeable'; rearrangeBlockedBy: NonNullable<RearrangeBlock> }
  | Refusal<MoveRefusalReason>

/**
 * Only a stored draft with no published copy and no run can be rearranged (docs/product/modules.md
 * "Rearranging topics").
 */
export function canDrag(model: GridModel): boolean {
  return model.moduleId !== undefined && model.rearrangeBlockedBy === null
}

/** The text that says why topics do not move here, or null where they do. */
export function dragBlockedKey(model: GridModel) {
  if (model.rearrangeBlockedBy === null) return null
  return `moduleEditor.drag.blocked.${model.rearrangeBlockedBy}` as const
}

/** A topic onto an empty cell moves it there; onto a filled cell the two change places. */
export function moveTopic(model: GridModel, topicId: number, to: CellAddress): MoveCommand {
  if (model.moduleId === undefined) return { ok: false, reason: 'moduleNotSaved' }
  if (model.rearrangeBlockedBy !== null) {
    return { ok: false, reason: 'notRearrangeable', rearrangeBlockedBy: model.rearrangeBlockedBy }
  }
  const from = findTopicCell(model, topicId)
  if (!from?.topic) return { ok: false, reason: 'unknownTopic' }
  const target = cellAt(model, to)
  if (!target) return { ok: false, reason: 'outsideGrid' }
  if (target.column === from.column && target.row === from.row) return { ok: false, reason: 'sameCell' }
  if (!target.block) return { ok: false, reason: 'noBlock' }
  return {
    ok: true,
    call: {
      endpoint: 'topics/swap',
      body: { topic_id: topicId, new_block_id: target.block.id, new_order: target.row },
    },
    topic: from.topic,
    from: { column: from.column, row: from.row },
    to: { column: target.column, row: target.row },
    swapWith: target.topic,
  }
}

/**
 * The module as it will look once the server has made the move: shown at once, so the card does not
 * jump back to where it came from while the swap is on its way.
 */
export function applyMove(module: ModuleDetail, move: Extract<MoveCommand, { ok: true }>): ModuleDetail {
  const { topic, swapWith, call } = move
  const fromBlockId = topic.block_id
  const placed = (candidate: Topic): Topic => {
    if (candidate.id === topic.id)
      return { ...candidate, block_id: call.body.new_block_id, order: move.to.row }
    if (candidate.id === swapWith?.id) return { ...candidate, block_id: fromBlockId, order: move.from.row }
    return candidate
  }
  const moved = module.blocks.flatMap((block) => block.topics).map(placed)
  return {
    ...module,
    blocks: module.blocks.map((block) => ({
      ...block,
      topics: moved.filter((candidate) => candidate.block_id === block.id).sort((a, b) => a.order - b.order),
    })),
  }
}

// ---- Opening cells and block headers ---------------------------------------------------------

export type CellAction =
  | { ok: true; kind: 'createTopic'; column: number; row: number; block: BlockWithTopics }
  | { ok: true; kind: 'editTopic'; column: number; row: number; block: BlockWithTopics; topic: Topic }
  /** The column has no block yet: the block comes first, then the topic for this cell. */
  | { ok: true; kind: 'createBlockFirst'; column: number; row: number }
  | Refusal<'moduleNotSaved' | 'outsideGrid'>

export function openCell(model: GridModel, address: CellAddress): CellAction {
  if (model.moduleId === undefined) return { ok: false, reason: 'moduleNotSaved' }
  const cell = cellAt(model, address)
  if (!cell) return { ok: false, reason: 'outsideGrid' }
  const { column, row, block, topic } = cell
  if (!block) return { ok: true, kind: 'createBlockFirst', column, row }
  if (topic) return { ok: true, kind: 'editTopic', column, row, block, topic }
  return { ok: true, kind: 'createTopic', column, row, block }
}

export type BlockAction =
  | { ok: true; kind: 'createBlock'; column: number }
  | { ok: true; kind: 'editBlock'; column: number; block: BlockWithTopics }
  | Refusal<'moduleNotSaved' | 'outsideGrid'>

export function openBlock(model: GridModel, column: number): BlockAction {
  if (model.moduleId === undefined) return { ok: false, reason: 'moduleNotSaved' }
  if (!isInsideGrid(model, { column, row: 1 })) return { ok: false, reason: 'outsideGrid' }
  const block = model.blocks[column - 1] ?? null
  return block ? { ok: true, kind: 'editBlock', column, block } : { ok: true, kind: 'createBlock', column }
}

/** What the target cell shows while a topic hovers over it, before it is dropped. */
export type DropPreview = 'move' | 'swap' | 'noBlock'

export function dropPreviewOf(model: GridModel, topicId: number, to: CellAddress): DropPreview | null {
  const command = moveTopic(model, topicId, to)
  if (command.ok) return command.swapWith ? 'swap' : 'move'
  return command.reason === 'noBlock' ? 'noBlock' : null
}
