import { describe, expect, test } from 'vitest'
import { inGridOrder, type NextStepStanding, type NextStepTopic, nextStep } from './next-step'

// Issue 19's next step (decision 021), worked out by hand on a small grid given out of order:
//   block 1: row 1 id 30 (no questions), row 2 id 31, row 4 id 32 (row 3 empty)
//   block 2: row 1 id 10, row 2 id 11
// The grid's order is 30, 31, 32, 10, 11; the ids' order would start with 10.
const topics: NextStepTopic[] = [
  { id: 11, blockOrder: 2, order: 2, questions: 3 },
  { id: 32, blockOrder: 1, order: 4, questions: 2 },
  { id: 10, blockOrder: 2, order: 1, questions: 1 },
  { id: 30, blockOrder: 1, order: 1, questions: 0 },
  { id: 31, blockOrder: 1, order: 2, questions: 2 },
]

const standings = (table: Record<number, NextStepStanding>) => (topicId: number) => table[topicId]
const done = { progress: 100, average: 5 }

describe('the grid order', () => {
  test('block, then row, then id for equal rows; the input stays as it was', () => {
    expect(inGridOrder(topics).map((topic) => topic.id)).toEqual([30, 31, 32, 10, 11])
    expect(topics.map((topic) => topic.id)).toEqual([11, 32, 10, 30, 31])
    const twins = [
      { id: 8, blockOrder: 1, order: 1, questions: 1 },
      { id: 7, blockOrder: 1, order: 1, questions: 1 },
    ]
    expect(inGridOrder(twins).map((topic) => topic.id)).toEqual([7, 8])
  })
})

describe('the next step', () => {
  test('no ratings at all: the first topic with questions (30 has none, so 31)', () => {
    expect(nextStep({ topics, standingOf: () => undefined, goal: 4 })).toEqual({ topicId: 31, pinned: false })
  })

  test('a topic under 100 % is next, whatever its average (31 at 50 % with 6)', () => {
    const standingOf = standings({ 31: { progress: 50, average: 6 } })
    expect(nextStep({ topics, standingOf, goal: 4 })).toEqual({ topicId: 31, pinned: false })
  })

  test('a topic at 100 % below the goal is next (32 at 3.99 < 4)', () => {
    const standingOf = standings({ 31: done, 32: { progress: 100, average: 3.99 } })
    expect(nextStep({ topics, standingOf, goal: 4 })).toEqual({ topicId: 32, pinned: false })
  })

  test('an average exactly at the goal is done: the next block follows (10)', () => {
    const standingOf = standings({ 31: done, 32: { progress: 100, average: 4 } })
    expect(nextStep({ topics, standingOf, goal: 4 })).toEqual({ topicId: 10, pinned: false })
  })

  test('every topic with questions at 100 % and at the goal: none', () => {
    const standingOf = standings({ 31: done, 32: done, 10: done, 11: done })
    expect(nextStep({ topics, standingOf, goal: 5 })).toBeNull()
    // The same standings under a higher goal: 31 (5 < 5.5) is next again.
    expect(nextStep({ topics, standingOf, goal: 5.5 })).toEqual({ topicId: 31, pinned: false })
  })

  test('a grid without topics, or with only empty topics: none', () => {
    expect(nextStep({ topics: [], standingOf: () => undefined, goal: 4 })).toBeNull()
    expect(nextStep({ topics: [topics[3]!], standingOf: () => undefined, goal: 4 })).toBeNull()
  })

  test('a pin wins, even over a finished grid or an earlier open topic; removed, the rule applies', () => {
    const finished = standings({ 31: done, 32: done, 10: done, 11: done })
    expect(nextStep({ topics, standingOf: finished, goal: 4, pinnedTopicId: 11 })).toEqual({
      topicId: 11,
      pinned: true,
    })
    expect(nextStep({ topics, standingOf: () => undefined, goal: 4, pinnedTopicId: 30 })).toEqual({
      topicId: 30,
      pinned: true,
    })
    expect(nextStep({ topics, standingOf: () => undefined, goal: 4, pinnedTopicId: null })).toEqual({
      topicId: 31,
      pinned: false,
    })
  })

  test('a pin on a topic the grid no longer has is ignored', () => {
    expect(nextStep({ topics, standingOf: () => undefined, goal: 4, pinnedTopicId: 99 })).toEqual({
      topicId: 31,
      pinned: false,
    })
  })
})
