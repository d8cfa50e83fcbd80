import { describe, expect, test } from 'vitest'
import type { CheckAnswer } from '../checks/check-items'
import { isRightAnswer, scoreAttempt } from '../checks/check-scoring'
import { checkMessages } from '../messages/checks'
import { checkBody, scoringKeyOf } from './checks'

// Issue 37: a topic's check as the teacher writes it - what is accepted, the defaults, and the German
// text of each refusal on the field it concerns.

const fractions = [
  { id: 'a', text: '1/2' },
  { id: 'b', text: '2/4' },
  { id: 'c', text: '3/4' },
]
const fiveItems = [
  { kind: 'single', prompt: 'Welcher Bruch ist am grössten?', options: fractions, correct: 'c' },
  { kind: 'multiple', prompt: 'Welche Brüche sind gleich gross?', options: fractions, correct: ['a', 'b'] },
  { kind: 'number', prompt: 'Wie viele cm sind 1/8 von 1 m?', answer: 12.5, tolerance: 0, unit: 'cm' },
  {
    kind: 'text',
    prompt: 'Wie heisst 1/2 als Wort?',
    accepted: ['die Hälfte', 'Hälfte'],
    fold_umlauts: true,
  },
  { kind: 'order', prompt: 'Ordne der Grösse nach.', steps: fractions, feedback: '1/2 und 2/4 sind gleich.' },
]

const problemsOf = (body: unknown) => {
  const parsed = checkBody.safeParse(body)
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('a check as the teacher writes it', () => {
  test('five items of the five kinds, with the defaults of what is left out', () => {
    const parsed = checkBody.parse({ items: fiveItems })
    expect(parsed).toMatchObject({
      pass_percent: 80,
      opens: 'rated',
      wait_hours: 24,
      max_attempts: null,
      time_limit_minutes: null,
    })
    expect(parsed.items.map((item) => item.feedback)).toEqual(['', '', '', '', '1/2 und 2/4 sind gleich.'])
  })

  test('3 to 15 items', () => {
    expect(problemsOf({ items: fiveItems.slice(0, 2) })).toEqual([['items', checkMessages.itemsCount]])
    const sixteen = Array.from({ length: 16 }, () => fiveItems[0])
    expect(problemsOf({ items: sixteen })).toEqual([['items', checkMessages.itemsCount]])
  })

  test('each refusal says what to fix, on its field', () => {
    const withItem = (item: object) => ({ items: [item, fiveItems[0], fiveItems[0]] })
    expect(problemsOf(withItem({ ...fiveItems[0], correct: 'x' }))).toEqual([
      ['items.0.correct', checkMessages.correctUnknown],
    ])
    expect(problemsOf(withItem({ ...fiveItems[1], correct: [] }))).toEqual([
      ['items.0.correct', checkMessages.correctRequired],
    ])
    expect(problemsOf(withItem({ ...fiveItems[0], options: fractions.slice(0, 1), correct: 'a' }))).toEqual([
      ['items.0.options', checkMessages.optionsCount],
    ])
    expect(
      problemsOf(withItem({ ...fiveItems[0], options: [fractions[0], fractions[0]], correct: 'a' })),
    ).toEqual([['items.0.options', checkMessages.optionsRepeated]])
    expect(problemsOf(withItem({ ...fiveItems[0], prompt: '   ' }))).toEqual([
      ['items.0.prompt', checkMessages.promptRequired],
    ])
    expect(problemsOf(withItem({ ...fiveItems[2], tolerance: -1 }))).toEqual([
      ['items.0.tolerance', checkMessages.toleranceInvalid],
    ])
    expect(problemsOf(withItem({ ...fiveItems[3], accepted: [] }))).toEqual([
      ['items.0.accepted', checkMessages.acceptedRequired],
    ])
    expect(problemsOf(withItem({ ...fiveItems[4], steps: fractions.slice(0, 1) }))).toEqual([
      ['items.0.steps', checkMessages.stepsCount],
    ])
    expect(problemsOf({ items: fiveItems, pass_percent: 0 })).toEqual([
      ['pass_percent', checkMessages.passPercentInvalid],
    ])
    expect(problemsOf({ items: fiveItems, wait_hours: -1 })).toEqual([
      ['wait_hours', checkMessages.waitHoursInvalid],
    ])
    expect(problemsOf({ items: fiveItems, max_attempts: 0 })).toEqual([
      ['max_attempts', checkMessages.attemptsInvalid],
    ])
  })

  test('its items are scored by the rules of decision 052', () => {
    const keys = checkBody.parse({ items: fiveItems }).items.map(scoringKeyOf)
    expect(isRightAnswer(keys[3]!, { kind: 'text', value: 'die haelfte' })).toBe(true)
    const answers: CheckAnswer[] = [
      { kind: 'single', option: 'c' },
      { kind: 'multiple', options: ['b', 'a'] },
      { kind: 'number', value: '12,5' },
      { kind: 'text', value: 'Hälfte' },
      // 2/4 before 1/2: wrong, although they are equal (the order is the teacher's).
      { kind: 'order', steps: ['b', 'a', 'c'] },
    ]
    expect(scoreAttempt(keys, answers)).toEqual({
      right: 4,
      total: 5,
      percent: 80,
      passed: true,
    })
  })
})
