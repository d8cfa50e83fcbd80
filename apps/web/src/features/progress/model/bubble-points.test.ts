import { bubbleSize, type ChartQuestion } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  bubbleTicks,
  bubbleTone,
  eventBubbleFactor,
  punchCardPoints,
  punchCardRows,
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
  it('sizes each bubble by its students times the spec`s factor, within bounds', () => {
    const rows = punchCardRows(questions)
    // Topic chart, 25 students: 30 / 30 = 1 px per student.
    const points = punchCardPoints(rows, bubbleSize('topic', 25), 20)
    expect(points.map((point) => [point.y, point.x, point.count])).toEqual([
      [1, 4, 2],
      [1, 5, 1],
      [1, 6, 1],
      [2, 3, 1],
      [4, 5.5, 2],
    ])
    // 2 students -> 2 px: area 4π; 1 student -> 1 px, raised to the 2 px floor: also 4π
    expect(points[0]?.area).toBeCloseTo(Math.PI * 4, 6)
    expect(points[1]?.area).toBeCloseTo(Math.PI * 4, 6)
    // Class of 5: 30 / 10 = 3 px a student, 2 students -> 6 px: area 36π
    expect(punchCardPoints(rows, bubbleSize('topic', 5), 20)[0]?.area).toBeCloseTo(Math.PI * 36, 6)
    // Event chart, 4 questions: 30 / 4 = 7.5 px a student, 2 students -> 15 px, under the 20 px cap.
    const event = punchCardPoints(rows, bubbleSize('event', 4), 20)
    expect(event[4]?.area).toBeCloseTo(Math.PI * 225, 6)
    // 13 students at 7.5 px would be 97.5 px: capped at the row's 20 px.
    const crowded = punchCardRows([
      question(
        9,
        10,
        1,
        1,
        Array.from({ length: 13 }, () => 5),
      ),
    ])
    expect(punchCardPoints(crowded, 7.5, 20)[0]?.area).toBeCloseTo(Math.PI * 400, 6)
  })
})

describe('bubbleTone and ticks', () => {
  it('follows spec 2 §9: red at 4 and below, orange at 5, green at 6', () => {
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

describe('eventBubbleFactor', () => {
  it('takes the spec`s 30 / questions while a class-wide bubble still fills the row', () => {
    // 27 questions: 30 / 27 = 1.11 px; 18 students x 1.11 = 20 px, beyond the 13 px row.
    expect(eventBubbleFactor(27, 18, 13)).toBeCloseTo(30 / 27, 6)
  })

  it('grows to fill the row with the whole class when the spec`s factor would be too small', () => {
    // 144 questions: 30 / 144 = 0.21 px; 13 px / 20 students = 0.65 px
    expect(eventBubbleFactor(144, 20, 13)).toBeCloseTo(0.65, 6)
    expect(eventBubbleFactor(144, 0, 13)).toBeCloseTo(30 / 144, 6)
  })
})
