import { describe, expect, it } from 'vitest'
import {
  cellId,
  directionOf,
  neighbourCell,
  parseCellId,
  parseTopicDragId,
  topicDragId,
} from './keyboard-moves'

describe('keyboard moves', () => {
  const size = { rows: 3, columns: 4 }

  it('moves one cell per arrow key', () => {
    const from = { column: 2, row: 2 }
    expect(neighbourCell(from, 'up', size)).toEqual({ column: 2, row: 1 })
    expect(neighbourCell(from, 'down', size)).toEqual({ column: 2, row: 3 })
    expect(neighbourCell(from, 'left', size)).toEqual({ column: 1, row: 2 })
    expect(neighbourCell(from, 'right', size)).toEqual({ column: 3, row: 2 })
  })

  it('stops at the edge of the grid', () => {
    expect(neighbourCell({ column: 1, row: 1 }, 'up', size)).toBeNull()
    expect(neighbourCell({ column: 1, row: 1 }, 'left', size)).toBeNull()
    expect(neighbourCell({ column: 4, row: 3 }, 'right', size)).toBeNull()
    expect(neighbourCell({ column: 4, row: 3 }, 'down', size)).toBeNull()
  })

  it('knows only the arrow keys', () => {
    expect(directionOf('ArrowLeft')).toBe('left')
    expect(directionOf('Space')).toBeUndefined()
    expect(directionOf('KeyA')).toBeUndefined()
  })

  it('writes and reads cell and topic ids', () => {
    expect(parseCellId(cellId({ column: 12, row: 3 }))).toEqual({ column: 12, row: 3 })
    expect(parseCellId('topic-3')).toBeNull()
    expect(parseTopicDragId(topicDragId(41))).toBe(41)
    expect(parseTopicDragId('cell-1-1')).toBeNull()
  })
})
