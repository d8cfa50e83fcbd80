import { describe, expect, it } from 'vitest'
import { buildProgressGrid, cellName, sortStudents, studentName } from './progress-grid'
import { progressModule, progressTopic, standing, testStudents } from './progress-grid-test-data'
import { barHeight, tileSummary } from './progress-grid-tile'

describe('buildProgressGrid', () => {
  it('places topics by block order (column) and topic order (row)', () => {
    const grid = buildProgressGrid(progressModule())
    expect(grid.rows).toBe(3)
    expect(grid.columns).toBe(2)
    expect(grid.blocks.map((block) => block?.name)).toEqual(['Grundlagen', 'Anwenden'])
    expect(grid.cells[0]?.[0]?.topic?.id).toBe(101)
    expect(grid.cells[2]?.[1]?.topic?.id).toBe(201)
    expect(grid.cells[1]?.[1]?.topic).toBeNull()
    expect(grid.topics.map(({ column, row, topic }) => [column, row, topic.id])).toEqual([
      [1, 1, 101],
      [2, 3, 201],
    ])
  })

  it('reads topics column by column, top to bottom', () => {
    const module = progressModule({
      blocks: [
        {
          id: 1,
          name: 'A',
          description: '',
          order: 1,
          module_id: 7,
          topics: [progressTopic(103, 1, 3), progressTopic(101, 1, 1)],
        },
        { id: 2, name: 'B', description: '', order: 2, module_id: 7, topics: [progressTopic(202, 2, 2)] },
      ],
    })
    expect(buildProgressGrid(module).topics.map((entry) => cellName(entry.column, entry.row))).toEqual([
      '1.1',
      '1.3',
      '2.2',
    ])
  })

  it('is the empty 6x6 module without a module', () => {
    const grid = buildProgressGrid(null)
    expect(grid.rows).toBe(6)
    expect(grid.columns).toBe(6)
    expect(grid.cells.flat()).toHaveLength(36)
    expect(grid.cells.flat().every((cell) => cell.topic === null)).toBe(true)
    expect(grid.topics).toEqual([])
  })

  it('leaves out a block whose order lies outside the grid', () => {
    const module = progressModule({ columns: 1 })
    const grid = buildProgressGrid(module)
    expect(grid.blocks).toHaveLength(1)
    expect(grid.topics.map((entry) => entry.topic.id)).toEqual([101])
  })
})

describe('sortStudents', () => {
  it('sorts the German way by last name, then first name', () => {
    expect(sortStudents(testStudents).map(studentName)).toEqual([
      'Anna Amrein',
      'Ben Amrein',
      'Ömer Özil',
      'Zoe Zeller',
    ])
  })
})

describe('tileSummary', () => {
  const students = sortStudents(testStudents) // Anna 13 (goal 4), Ben 14 (5.5), Ömer 12 (4.5), Zoe 11 (5)
  const topic = progressTopic(101, 1, 1, {
    13: standing(4.6, 4, 50),
    14: standing(4.2, 4.5, 100),
    11: standing(5.8, 5, 75, true),
  })

  it('draws one bar per student in the class order, coloured by the distance from the goal', () => {
    const { bars } = tileSummary(topic, students)
    expect(bars.map((bar) => bar.studentId)).toEqual([13, 14, 12, 11])
    // Anna: 4.6 - 4 = 0.6 above -> 0.2 + 0.6 x 0.6 / 1.2 = 0.5
    expect(bars[0]?.fill).toBe('rgba(8, 127, 91, 0.5)')
    expect(bars[0]?.arrow).toBe('↗')
    // Ben: the goal of his rating (4.5) counts, not his goal now (5.5): 0.3 below -> 0.35
    expect(bars[1]?.fill).toBe('rgba(201, 42, 42, 0.35)')
    expect(bars[1]?.arrow).toBe('↘')
    // Ömer has not rated: grey, no height beyond the stub.
    expect(bars[2]?.fill).toBe('var(--mantine-color-gray-4)')
    expect(bars[2]?.average).toBeNull()
    expect(bars[2]?.goal).toBe(4.5)
    expect(barHeight(bars[2] ?? { progress: 0 })).toBe(8)
    // Zoe: 0.8 above and too fast: green at 0.2 + 0.6 x 0.8 / 1.2 = 0.6, striped (issue 31)
    expect(bars[3]?.fill).toBe('rgba(8, 127, 91, 0.6)')
    expect(bars[3]?.arrow).toBe('↗')
    expect(bars[3]?.tooFast).toBe(true)
    expect(barHeight(bars[3] ?? { progress: 0 })).toBe(75)
  })

  it('counts above and below by average against goal, and too fast apart', () => {
    const summary = tileSummary(topic, students)
    expect(summary.above).toBe(2)
    expect(summary.below).toBe(1)
    expect(summary.tooFast).toBe(1)
    expect(summary.clickable).toBe(true)
  })

  it('counts a student exactly at the goal as above', () => {
    const atGoal = progressTopic(102, 1, 2, { 13: standing(4, 4, 100) })
    const summary = tileSummary(atGoal, students)
    expect([summary.above, summary.below]).toEqual([1, 0])
    expect(summary.bars[0]?.fill).toBe('rgba(8, 127, 91, 0.2)')
  })

  it('shows grey for an average of 0 and is not clickable without counted ratings', () => {
    const unrated = progressTopic(103, 1, 3, { 13: standing(0, 4, 0, true) })
    unrated.stats.evaluations = 0
    const summary = tileSummary(unrated, students)
    expect(summary.bars[0]?.fill).toBe('var(--mantine-color-gray-4)')
    expect(summary.bars[0]?.tooFast).toBe(false)
    expect([summary.above, summary.below, summary.tooFast]).toEqual([0, 0, 0])
    expect(summary.clickable).toBe(false)
  })
})
