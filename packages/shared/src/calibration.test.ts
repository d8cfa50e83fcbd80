import { describe, expect, test } from 'vitest'
import {
  gapOf,
  hitShare,
  largeGapDirection,
  meanAbsoluteGap,
  type RatedPair,
  ratedPairs,
  selfJudgment,
  topicGap,
} from './calibration'

// Issue 19, "Calibration": the rules the server's class view, the web app's marks and the exports share.

/** Pairs from [student, teacher] grades, on questions 1, 2, 3 ... */
const pairsOf = (grades: [number, number][]): RatedPair[] =>
  ratedPairs(
    grades.map((_, index) => index + 1),
    new Map(grades.map(([student], index) => [index + 1, student])),
    new Map(grades.map(([, teacher], index) => [index + 1, teacher])),
  )

describe('the gap of one question', () => {
  test("is the student's grade minus the teacher's, in grades", () => {
    expect(gapOf(5, 3)).toBe(2)
    expect(gapOf(2.5, 4)).toBe(-1.5)
    expect(gapOf(4, 4)).toBe(0)
  })

  test('needs both grades, and both counted: a 0 is "not rated yet"', () => {
    expect(gapOf(undefined, 3)).toBeUndefined()
    expect(gapOf(3, undefined)).toBeUndefined()
    expect(gapOf(0, 3)).toBeUndefined()
    expect(gapOf(5, 0)).toBeUndefined()
    expect(gapOf(1, 6)).toBe(-5)
  })
})

describe('a large gap', () => {
  test('is 2 steps or more: 5 against 3 is marked, 4.5 against 3 is not', () => {
    expect(largeGapDirection(gapOf(5, 3))).toBe('higher')
    expect(largeGapDirection(gapOf(4.5, 3))).toBeUndefined()
    expect(largeGapDirection(gapOf(1, 3))).toBe('lower')
    expect(largeGapDirection(gapOf(1.5, 3))).toBeUndefined()
  })

  test('goes either way: higher when the student rates themselves above the teacher', () => {
    expect(largeGapDirection(4)).toBe('higher')
    expect(largeGapDirection(-2.5)).toBe('lower')
    expect(largeGapDirection(undefined)).toBeUndefined()
  })
})

describe('the pairs', () => {
  test('are the questions both rated with counted grades, in the order asked', () => {
    const student = new Map([
      [10, 5],
      [11, 0],
      [12, 2],
      [14, 6],
    ])
    const teacher = new Map([
      [12, 4],
      [10, 3],
      [11, 4],
      [13, 5],
    ])
    // 10: 5 - 3 = 2; 11: the student's 0 does not count; 12: 2 - 4 = -2; 13 and 14: one side only.
    expect(ratedPairs([14, 13, 12, 11, 10], student, teacher)).toEqual([
      { questionId: 12, student: 2, teacher: 4, gap: -2 },
      { questionId: 10, student: 5, teacher: 3, gap: 2 },
    ])
  })

  test('none: no topic gap and no hit share', () => {
    expect(pairsOf([])).toEqual([])
    expect(pairsOf([[0, 4]])).toEqual([])
    expect(topicGap([])).toBeUndefined()
    expect(hitShare([])).toBeUndefined()
  })
})

describe('the topic gap', () => {
  test('is the mean of the question gaps, 2 decimals', () => {
    // (2 + -1 + 0.5) / 3 = 0.5
    expect(
      topicGap(
        pairsOf([
          [5, 3],
          [3, 4],
          [4.5, 4],
        ]),
      ),
    ).toBe(0.5)
    // (1 + 0 + 0) / 3 = 0.333... -> 0.33
    expect(
      topicGap(
        pairsOf([
          [4, 3],
          [4, 4],
          [2, 2],
        ]),
      ),
    ).toBe(0.33)
    // (-1 + -1 + 0) / 3 = -0.666... -> -0.67
    expect(
      topicGap(
        pairsOf([
          [3, 4],
          [3, 4],
          [2, 2],
        ]),
      ),
    ).toBe(-0.67)
    // A 0 takes no part: only 6 - 2 = 4 is left.
    expect(
      topicGap(
        pairsOf([
          [6, 2],
          [0, 5],
        ]),
      ),
    ).toBe(4)
  })
})

describe('"Selbsteinschätzung trifft"', () => {
  test('counts the pairs within 1 step, in percent', () => {
    // Gaps 1, -1, 1.5, 0: three of four within 1 step.
    expect(
      hitShare(
        pairsOf([
          [4, 3],
          [3, 4],
          [4.5, 3],
          [2, 2],
        ]),
      ),
    ).toBe(75)
    expect(hitShare(pairsOf([[6, 1]]))).toBe(0)
    expect(hitShare(pairsOf([[6, 6]]))).toBe(100)
  })

  test('rounds halves up, also where dividing first would fall just short', () => {
    // 1 of 8 = 12.5 % -> 13; 2 of 3 = 66.67 % -> 67; 1 of 3 = 33.33 % -> 33.
    const hitsOf = (hits: number, pairs: number): [number, number][] =>
      Array.from({ length: pairs }, (_, index) => (index < hits ? [3, 3] : [6, 1]))
    expect(hitShare(pairsOf(hitsOf(1, 8)))).toBe(13)
    expect(hitShare(pairsOf(hitsOf(2, 3)))).toBe(67)
    expect(hitShare(pairsOf(hitsOf(1, 3)))).toBe(33)
    // 23 of 40 = 57.5 % -> 58 ((23 / 40) * 100 is 57.49999999999999 in floating point).
    expect(hitShare(pairsOf(hitsOf(23, 40)))).toBe(58)
    // 29 of 200 = 14.5 % -> 15.
    expect(hitShare(pairsOf(hitsOf(29, 200)))).toBe(15)
  })
})

describe('how well a student judges themselves (issue 31)', () => {
  const judged = (grades: [number, number][]) => {
    const pairs = pairsOf(grades)
    return selfJudgment({
      meanGap: topicGap(pairs),
      meanAbsoluteGap: meanAbsoluteGap(pairs),
      hitShare: hitShare(pairs),
    })
  }

  test('the size of the gaps is their mean absolute value', () => {
    expect(
      meanAbsoluteGap(
        pairsOf([
          [5, 3],
          [2, 4],
        ]),
      ),
    ).toBe(2)
    expect(meanAbsoluteGap(pairsOf([[4, 4.5]]))).toBe(0.5)
    expect(meanAbsoluteGap([])).toBeUndefined()
  })

  test('one large gap each way is off both ways, never "trifft" (Levin Imhof of the demo)', () => {
    // +2 and -2: the signed mean is 0, the gaps are 2 steps on average, no pair is a hit.
    const levin = pairsOf([
      [5, 3],
      [2, 4],
    ])
    expect([topicGap(levin), meanAbsoluteGap(levin), hitShare(levin)]).toEqual([0, 2, 0])
    expect(
      judged([
        [5, 3],
        [2, 4],
      ]),
    ).toBe('both')
  })

  test('within 1 step on average the self-rating hits, whichever way the small gaps go', () => {
    expect(
      judged([
        [4, 3],
        [4, 4],
        [3, 3.5],
      ]),
    ).toBe('hits')
    expect(judged([[5, 4]])).toBe('hits') // a whole step is still a hit (calibrationRules.hitWithin)
  })

  test('further off, the signed mean says which way', () => {
    expect(
      judged([
        [6, 4],
        [5, 3.5],
      ]),
    ).toBe('higher')
    expect(
      judged([
        [2, 4.5],
        [3, 4],
        [4, 4],
      ]),
    ).toBe('lower') // |-2.5| + 1 + 0 = 3.5 / 3 = 1.17 off, -1.17 signed
  })

  test('no hit is never "trifft", even when the averages would allow it', () => {
    expect(selfJudgment({ meanGap: 0, meanAbsoluteGap: 1, hitShare: 0 })).toBe('both')
    expect(selfJudgment({ meanGap: 1, meanAbsoluteGap: 1, hitShare: 0 })).toBe('higher')
  })

  test('without a pair there are no words', () => {
    expect(selfJudgment({ meanGap: null, meanAbsoluteGap: null, hitShare: null })).toBeUndefined()
    expect(selfJudgment({ meanGap: Number.NaN, meanAbsoluteGap: 1, hitShare: 50 })).toBeUndefined()
  })
})
