import { describe, expect, test } from 'vitest'
import { foldTypedText, parseTypedNumber } from './check-answers'
import type { CheckAnswer, CheckItemKey } from './check-items'
import { isRightAnswer, scoreAttempt } from './check-scoring'

// Issue 37, decision 052: how the server scores a check, item by item and as a whole.

const options = [
  { id: 'a', text: '1/2' },
  { id: 'b', text: '2/4' },
  { id: 'c', text: '3/4' },
]
const single: CheckItemKey = { kind: 'single', options, correct: 'c' }
const multiple: CheckItemKey = { kind: 'multiple', options, correct: ['a', 'b'] }
const number: CheckItemKey = { kind: 'number', answer: 12.5, tolerance: 0.1, unit: 'cm' }
const text: CheckItemKey = { kind: 'text', accepted: ['Maß', 'Masseinheit'], foldUmlauts: true }
const order: CheckItemKey = { kind: 'order', steps: options }

describe('a typed number', () => {
  test('reads comma and point as the decimal mark, and Swiss and German thousands', () => {
    expect(
      ['3,5', '3.5', ' -2 ', '+4', "1'000", '1 000,25', '1\u202f000', ',5', '7,'].map(parseTypedNumber),
    ).toEqual([3.5, 3.5, -2, 4, 1000, 1000.25, 1000, 0.5, 7])
  })

  test('is no number with two decimal marks, letters, or nothing', () => {
    for (const typed of ['1.000,5', '1,000.5', '3,5,1', 'zwölf', '12cm', '', ' ', '-', '1e3']) {
      expect(parseTypedNumber(typed), typed).toBeUndefined()
    }
  })
})

describe('a typed text', () => {
  test('folds case and spaces; umlauts only when the item says so', () => {
    expect(foldTypedText('  Das   GROSSE  Einmaleins ', false)).toBe('das grosse einmaleins')
    expect(foldTypedText('Übergrößen', true)).toBe('uebergroessen')
    expect(foldTypedText('Übergrößen', false)).toBe('übergrößen')
    // Composed and decomposed ü are one letter.
    expect(foldTypedText('U\u0308ber', false)).toBe(foldTypedText('Über', false))
  })
})

describe('an item', () => {
  test('single choice: the one right option', () => {
    expect(isRightAnswer(single, { kind: 'single', option: 'c' })).toBe(true)
    expect(isRightAnswer(single, { kind: 'single', option: 'a' })).toBe(false)
  })

  test('multiple choice: exactly the right set, in any order; a part of it is wrong', () => {
    expect(isRightAnswer(multiple, { kind: 'multiple', options: ['b', 'a'] })).toBe(true)
    expect(isRightAnswer(multiple, { kind: 'multiple', options: ['a'] })).toBe(false)
    expect(isRightAnswer(multiple, { kind: 'multiple', options: ['a', 'b', 'c'] })).toBe(false)
    expect(isRightAnswer(multiple, { kind: 'multiple', options: ['a', 'a'] })).toBe(false)
  })

  test('number: within the tolerance either way, as typed', () => {
    for (const value of ['12,5', '12.4', '12,6', ' 12.50 ']) {
      expect(isRightAnswer(number, { kind: 'number', value }), value).toBe(true)
    }
    for (const value of ['12,39', '12.61', '125', '', 'zwölfeinhalb']) {
      expect(isRightAnswer(number, { kind: 'number', value }), value).toBe(false)
    }
    // The float's rounding never fails an answer at the tolerance's edge.
    const tenth: CheckItemKey = { kind: 'number', answer: 0.3, tolerance: 0, unit: '' }
    expect(isRightAnswer(tenth, { kind: 'number', value: String(0.1 + 0.2) })).toBe(true)
  })

  test('text: any accepted answer, folded; never an empty one', () => {
    for (const value of ['Maß', 'mass', ' MASS ', 'masseinheit']) {
      expect(isRightAnswer(text, { kind: 'text', value }), value).toBe(true)
    }
    expect(isRightAnswer(text, { kind: 'text', value: 'Masse' })).toBe(false)
    expect(isRightAnswer({ ...text, foldUmlauts: false }, { kind: 'text', value: 'mass' })).toBe(false)
    expect(
      isRightAnswer({ kind: 'text', accepted: [' '], foldUmlauts: false }, { kind: 'text', value: '' }),
    ).toBe(false)
  })

  test('order: every step in its place', () => {
    expect(isRightAnswer(order, { kind: 'order', steps: ['a', 'b', 'c'] })).toBe(true)
    expect(isRightAnswer(order, { kind: 'order', steps: ['a', 'c', 'b'] })).toBe(false)
    expect(isRightAnswer(order, { kind: 'order', steps: ['a', 'b'] })).toBe(false)
  })

  test('an answer of another kind, or none, is wrong', () => {
    expect(isRightAnswer(single, { kind: 'multiple', options: ['c'] })).toBe(false)
    expect(isRightAnswer(number, undefined)).toBe(false)
  })
})

describe('an attempt', () => {
  const items = [single, multiple, number, text, order]
  const allRight: CheckAnswer[] = [
    { kind: 'single', option: 'c' },
    { kind: 'multiple', options: ['a', 'b'] },
    { kind: 'number', value: '12,5' },
    { kind: 'text', value: 'mass' },
    { kind: 'order', steps: ['a', 'b', 'c'] },
  ]

  test('counts right items; a missing answer is wrong', () => {
    expect(scoreAttempt(items, [...allRight])).toEqual({ right: 5, total: 5, percent: 100, passed: true })
    expect(scoreAttempt(items, [...allRight.slice(0, 4)])).toEqual({
      right: 4,
      total: 5,
      percent: 80,
      passed: true,
    })
    expect(scoreAttempt(items, [...allRight.slice(0, 3)])).toEqual({
      right: 3,
      total: 5,
      percent: 60,
      passed: false,
    })
  })

  test('passes at the pass mark exactly, compared without rounding', () => {
    const three = [single, single, single]
    const twoOfThree = [
      { kind: 'single', option: 'c' } as const,
      { kind: 'single', option: 'c' } as const,
      undefined,
    ]
    expect(scoreAttempt(three, twoOfThree, 67)).toMatchObject({ percent: 66, passed: false })
    expect(scoreAttempt(three, twoOfThree, 66)).toMatchObject({ percent: 66, passed: true })
  })

  test('a check without items passes nobody', () => {
    expect(scoreAttempt([], [])).toEqual({ right: 0, total: 0, percent: 0, passed: false })
  })
})
