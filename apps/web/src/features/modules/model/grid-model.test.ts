import { gridLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  addColumn,
  addRow,
  applyMove,
  canDrag,
  cellAt,
  createGridModel,
  dragBlockedKey,
  dropPreviewOf,
  moveTopic,
  openBlock,
  openCell,
  removeColumn,
  removeRow,
} from './grid-model'
import { testBlock, testModule } from './grid-test-data'

// Column 1: block 1 with topics in rows 1 and 2 (ids 100, 101); column 2: block 2, topic in row 6
// (id 200); column 3 has no block.
const filled = () =>
  testModule({ blocks: [testBlock(1, 1, [1, 2]), testBlock(2, 2, [6])], rows: 6, columns: 6 })

describe('createGridModel', () => {
  it('places blocks by column and topics by row', () => {
    const model = createGridModel(filled())
    expect(model.blocks.map((block) => block?.id ?? null)).toEqual([1, 2, null, null, null, null])
    expect(cellAt(model, { column: 1, row: 2 })?.topic?.id).toBe(101)
    expect(cellAt(model, { column: 2, row: 6 })?.topic?.id).toBe(200)
    expect(cellAt(model, { column: 2, row: 5 })?.topic).toBeNull()
    expect(cellAt(model, { column: 3, row: 1 })?.block).toBeNull()
    expect(cellAt(model, { column: 7, row: 1 })).toBeNull()
    expect(cellAt(model, { column: 1, row: 0 })).toBeNull()
  })

  it('is the default 6x6 grid of a module not stored yet', () => {
    const model = createGridModel(null)
    expect([model.columns, model.rows]).toEqual([gridLimits.defaultColumns, gridLimits.defaultRows])
    expect(model.moduleId).toBeUndefined()
    expect(model.cells.flat()).toHaveLength(36)
  })
})

describe('rows and columns', () => {
  it('adds a row at the bottom and a column at the right, sending the texts on screen', () => {
    const model = createGridModel(filled())
    const row = addRow(model, { name: 'Brüche neu', description: '' })
    expect(row).toEqual({
      ok: true,
      call: { endpoint: 'modules/update', body: { id: 7, name: 'Brüche neu', description: '', rows: 7 } },
      confirm: null,
    })
    const column = addColumn(model)
    expect(column.ok && column.call.body).toEqual({
      id: 7,
      name: 'Brüche',
      description: 'Rechnen mit Brüchen',
      columns: 7,
    })
  })

  it('refuses to grow past the limits and to shrink below one', () => {
    const big = createGridModel(testModule({ rows: gridLimits.maxRows, columns: gridLimits.maxColumns }))
    expect(addRow(big)).toEqual({ ok: false, reason: 'maxRows' })
    expect(addColumn(big)).toEqual({ ok: false, reason: 'maxColumns' })
    const small = createGridModel(testModule({ rows: 1, columns: 1 }))
    expect(removeRow(small)).toEqual({ ok: false, reason: 'minRows' })
    expect(removeColumn(small)).toEqual({ ok: false, reason: 'minColumns' })
  })

  it('asks first when the last row holds a topic, not when it is empty', () => {
    const withTopic = removeRow(createGridModel(filled()))
    expect(withTopic.ok && withTopic.confirm).toEqual({ id: 7, scope: 'lastRow' })
    expect(withTopic.ok && withTopic.call.body.rows).toBe(5)
    const empty = removeRow(createGridModel(testModule({ blocks: [testBlock(1, 1, [1])] })))
    expect(empty.ok && empty.confirm).toBeNull()
  })

  it('asks first when the last column has a block, even one without topics', () => {
    const module = testModule({ columns: 2, blocks: [testBlock(1, 1, [1]), testBlock(2, 2, [])] })
    const command = removeColumn(createGridModel(module))
    expect(command.ok && command.confirm).toEqual({ id: 7, scope: 'lastColumn' })
    const emptyColumn = removeColumn(createGridModel(filled()))
    expect(emptyColumn.ok && emptyColumn.confirm).toBeNull()
    expect(emptyColumn.ok && emptyColumn.call.body.columns).toBe(5)
  })

  it('has nothing to send before the module is stored', () => {
    expect(addRow(createGridModel(null))).toEqual({ ok: false, reason: 'moduleNotSaved' })
    expect(removeColumn(createGridModel(null))).toEqual({ ok: false, reason: 'moduleNotSaved' })
  })
})

describe('moveTopic', () => {
  it('moves a topic onto an empty cell of another block', () => {
    const command = moveTopic(createGridModel(filled()), 100, { column: 2, row: 3 })
    expect(command.ok && command.call).toEqual({
      endpoint: 'topics/swap',
      body: { topic_id: 100, new_block_id: 2, new_order: 3 },
    })
    expect(command.ok && command.swapWith).toBeNull()
    expect(command.ok && [command.from, command.to]).toEqual([
      { column: 1, row: 1 },
      { column: 2, row: 3 },
    ])
  })

  it('swaps with the topic in a filled cell', () => {
    const command = moveTopic(createGridModel(filled()), 101, { column: 2, row: 6 })
    expect(command.ok && command.swapWith?.id).toBe(200)
    expect(command.ok && command.call.body).toEqual({ topic_id: 101, new_block_id: 2, new_order: 6 })
  })

  it('refuses with a reason', () => {
    const model = createGridModel(filled())
    expect(moveTopic(model, 100, { column: 1, row: 1 })).toEqual({ ok: false, reason: 'sameCell' })
    expect(moveTopic(model, 100, { column: 3, row: 1 })).toEqual({ ok: false, reason: 'noBlock' })
    expect(moveTopic(model, 100, { column: 1, row: 7 })).toEqual({ ok: false, reason: 'outsideGrid' })
    expect(moveTopic(model, 999, { column: 1, row: 3 })).toEqual({ ok: false, reason: 'unknownTopic' })
  })

  it('refuses every move where the module may not be rearranged, and says why', () => {
    const model = createGridModel(testModule({ ...filled(), rearrange_blocked_by: 'active' }))
    expect(moveTopic(model, 100, { column: 1, row: 3 })).toEqual({
      ok: false,
      reason: 'notRearrangeable',
      rearrangeBlockedBy: 'active',
    })
    expect(canDrag(model)).toBe(false)
    expect(dragBlockedKey(model)).toBe('moduleEditor.drag.blocked.active')
    expect(canDrag(createGridModel(filled()))).toBe(true)
    expect(dragBlockedKey(createGridModel(filled()))).toBeNull()
    expect(canDrag(createGridModel(null))).toBe(false)
  })
})

describe('dropPreviewOf', () => {
  it('says what a drop would do: move, swap, or nothing without a block', () => {
    const model = createGridModel(filled())
    expect(dropPreviewOf(model, 100, { column: 2, row: 1 })).toBe('move')
    expect(dropPreviewOf(model, 100, { column: 1, row: 2 })).toBe('swap')
    expect(dropPreviewOf(model, 100, { column: 5, row: 2 })).toBe('noBlock')
    expect(dropPreviewOf(model, 100, { column: 1, row: 1 })).toBeNull()
  })
})

describe('applyMove', () => {
  it('shows a swap at once: both topics change place, nothing else moves', () => {
    const module = filled()
    const command = moveTopic(createGridModel(module), 101, { column: 2, row: 6 })
    if (!command.ok) throw new Error(command.reason)
    const model = createGridModel(applyMove(module, command))
    expect(cellAt(model, { column: 2, row: 6 })?.topic?.id).toBe(101)
    expect(cellAt(model, { column: 1, row: 2 })?.topic?.id).toBe(200)
    expect(cellAt(model, { column: 1, row: 1 })?.topic?.id).toBe(100)
    expect(model.cells.flat().filter((cell) => cell.topic)).toHaveLength(3)
  })

  it('leaves the old cell empty after a move', () => {
    const module = filled()
    const command = moveTopic(createGridModel(module), 100, { column: 2, row: 3 })
    if (!command.ok) throw new Error(command.reason)
    const model = createGridModel(applyMove(module, command))
    expect(cellAt(model, { column: 1, row: 1 })?.topic).toBeNull()
    expect(cellAt(model, { column: 2, row: 3 })?.topic?.block_id).toBe(2)
  })
})

describe('openCell and openBlock', () => {
  const model = createGridModel(filled())

  it('opens a filled cell for editing and an empty one for a new topic', () => {
    expect(openCell(model, { column: 1, row: 2 })).toMatchObject({
      ok: true,
      kind: 'editTopic',
      topic: { id: 101 },
    })
    expect(openCell(model, { column: 1, row: 3 })).toMatchObject({
      ok: true,
      kind: 'createTopic',
      block: { id: 1 },
    })
  })

  it('asks for the block first in a column without one', () => {
    expect(openCell(model, { column: 4, row: 2 })).toEqual({
      ok: true,
      kind: 'createBlockFirst',
      column: 4,
      row: 2,
    })
  })

  it('refuses outside the grid and before the module is stored', () => {
    expect(openCell(model, { column: 7, row: 1 })).toEqual({ ok: false, reason: 'outsideGrid' })
    expect(openCell(createGridModel(null), { column: 1, row: 1 })).toEqual({
      ok: false,
      reason: 'moduleNotSaved',
    })
    expect(openBlock(createGridModel(null), 1)).toEqual({ ok: false, reason: 'moduleNotSaved' })
  })

  it('opens a block header for editing, an empty column header for a new block', () => {
    expect(openBlock(model, 2)).toMatchObject({ ok: true, kind: 'editBlock', block: { id: 2 } })
    expect(openBlock(model, 3)).toEqual({ ok: true, kind: 'createBlock', column: 3 })
    expect(openBlock(model, 0)).toEqual({ ok: false, reason: 'outsideGrid' })
  })
})
