import type { ChartQuestion } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  bubbleTicks,
  bubbleTone,
  bubbleXDomain,
  maxBubbleRadius,
  punchCardPoints,
  punchCardRows,
  punchRowLabel,
  shareBubbleRadius,
  usedBuckets,
} from './bubble-points'

function question(id: number, topicId: number, column: number, row: number, grades: number[]): ChartQuestion {
  return {
    id,
    title: `Frage ${id}`,
    order: id,
    topic_id: topicId,
    topic_name: `Thema ${topicId}`,
    column,
    row,
    evaluations: grades.map((grade, index) => ({
      user_id: index + 1,
      user_firstname: 'Vor',
      user_lastname: `Name ${index}`,
      grade,
    })),
  }
}

const questions = [
  question(1, 10, 1, 1, [4, 4, 5, 6, 0]),
  question(2, 10, 1, 1, [3]),
  question(3, 20, 2, 3, []),
  question(4, 20, 2, 3, [5.5, 5.5]),
]

describe('punchCardRows', () => {
  const rows = punchCardRows(questions)

  it('counts the students per grade, leaving out 0 (not rated yet)', () => {
    expect([...(rows[0]?.counts ?? [])]).toEqual([
      [4, 2],
      [5, 1],
      [6, 1],
    ])
    expect(rows[0]?.ratings).toBe(4)
    // (4 + 4 + 5 + 6) / 4 = 4.75
    expect(rows[0]?.average).toBe(4.75)
    expect(rows[2]?.average).toBeNull()
  })

  it('numbers the questions within their topic and names the topic`s cell', () => {
    expect(rows.map((row) => [row.y, row.cell, row.number])).toEqual([
      [1, '1.1', 1],
      [2, '1.1', 2],
      [3, '2.3', 1],
      [4, '2.3', 2],
    ])
  })

  it('lists the buckets in use', () => {
    expect(usedBuckets(rows)).toEqual([3, 4, 5, 5.5, 6])
  })
})

describe('punchCardPoints', () => {
  it('sizes each bubble by its share of the class, within bounds', () => {
    const rows = punchCardRows(questions)
    // A class of 25, rows of 20 px: 20 x √(students / 25).
    const points = punchCardPoints(rows, shareBubbleRadius(25, 20), 20)
    expect(points.map((point) => [point.y, point.x, point.count])).toEqual([
      [1, 4, 2],
      [1, 5, 1],
      [1, 6, 1],
      [2, 3, 1],
      [4, 5.5, 2],
    ])
    // 1 student -> 20 x √(1/25) = 4 px: area 16π; 2 students -> 5.66 px: area 32π
    expect(points[1]?.area).toBeCloseTo(Math.PI * 16, 6)
    expect(points[0]?.area).toBeCloseTo(Math.PI * 32, 6)
    // A class of 400: 1 student -> 1 px, raised to the 3 px floor: 9π
    expect(punchCardPoints(rows, shareBubbleRadius(400, 20), 20)[1]?.area).toBeCloseTo(Math.PI * 9, 6)
    // More students than the class counts (someone since switched off) stay within the row: 20 px.
    const crowded = punchCardRows([
      question(
        9,
        10,
        1,
        1,
        Array.from({ length: 13 }, () => 5),
      ),
    ])
    expect(punchCardPoints(crowded, shareBubbleRadius(5, 20), 20)[0]?.area).toBeCloseTo(Math.PI * 400, 6)
  })
})

describe('bubbleTone and ticks', () => {
  it('is red at 4 and below, orange at 5, green at 6', () => {
    expect([1, 4, 4.5, 5, 5.5, 6].map(bubbleTone)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'green',
      'green',
    ])
  })

  it('runs from 0 to 6 in half steps', () => {
    expect(bubbleTicks).toHaveLength(13)
    expect(bubbleTicks[1]).toBe(0.5)
    expect(bubbleTicks[12]).toBe(6)
  })
})

describe('the bubbles of a class (issue 31: they were tiny)', () => {
  it('are sized by their share of the class, the whole class filling the row', () => {
    const row = maxBubbleRadius(36) // 16 px
    const radius = shareBubbleRadius(17, row)
    expect(radius(17)).toBeCloseTo(16, 6)
    // A quarter of the class: half the radius (a quarter of the area).
    expect(shareBubbleRadius(16, row)(4)).toBeCloseTo(8, 6)
    // One of 17 students is still a visible dot (3.9 px), not the old 0.76 px.
    expect(radius(1)).toBeGreaterThan(3.5)
  })

  it('keep their size for the demo`s 6x6 grid of 4 questions, where 30 / questions is 0.2 px', () => {
    const rows = punchCardRows([question(1, 10, 1, 1, [5, 5, 5, 5, 5, 5, 6])])
    const points = punchCardPoints(rows, shareBubbleRadius(17, 16), 16)
    const radii = points.map((point) => Math.sqrt(point.area / Math.PI))
    expect(radii[0]).toBeGreaterThan(9) // 6 of 17
    expect(radii[1]).toBeGreaterThan(3.5) // 1 of 17
  })
})

describe('the x axis', () => {
  it('runs beyond 6, so a bubble at grade 6 is drawn whole', () => {
    const [low, high] = bubbleXDomain
    expect(low).toBe(0)
    expect(high).toBeGreaterThan(6)
    expect(high).toBe(6.5)
  })
})

describe('punchRowLabel', () => {
  const rows = punchCardRows(
    [...questions, question(5, 20, 2, 3, [5])].map((entry, index) =>
      index === 4
        ? { ...entry, title: 'Ich kann den Flächeninhalt eines Trapezes berechnen und begründen' }
        : entry,
    ),
  )

  it('says the question`s text after its number, cut short, the whole for the hover', () => {
    expect(punchRowLabel('1.1 · 1', rows[0]!)).toEqual({
      short: '1.1 · 1: Frage 1',
      full: '1.1 · 1: Frage 1',
    })
    const long = punchRowLabel('Frage 3', rows[4]!)
    expect(long.short).toBe('Frage 3: Ich kann den Flächeninhalt…')
    expect(long.full).toBe('Frage 3: Ich kann den Flächeninhalt eines Trapezes berechnen und begründen')
  })
})
