import { afterEach, describe, expect, it } from 'vitest'
import { forgetAnswers, forgetOldAnswers, keepAnswers, readKeptAnswers } from './kept-answers'
import { countdownText } from './time-text'

afterEach(() => localStorage.clear())

describe('kept answers', () => {
  it('keeps an attempt’s answers under its id, apart from another attempt’s', () => {
    keepAnswers(1, { answers: { a: { kind: 'text', value: 'Zähler' } }, handingIn: false })
    keepAnswers(2, { answers: {}, handingIn: true })
    expect(readKeptAnswers(1)).toMatchObject({
      answers: { a: { kind: 'text', value: 'Zähler' } },
      handingIn: false,
    })
    expect(readKeptAnswers(2)?.handingIn).toBe(true)
    forgetAnswers(1)
    expect(readKeptAnswers(1)).toBeUndefined()
    expect(readKeptAnswers(2)).toBeDefined()
  })

  it('reads a broken entry as none, and drops entries older than two weeks', () => {
    localStorage.setItem('lernraster.check_attempt.3', '{not json')
    expect(readKeptAnswers(3)).toBeUndefined()
    keepAnswers(4, { answers: {}, handingIn: false })
    localStorage.setItem('lernraster.other', 'stays')
    forgetOldAnswers(Date.now() + 13 * 86_400_000)
    expect(readKeptAnswers(4)).toBeDefined()
    forgetOldAnswers(Date.now() + 15 * 86_400_000)
    expect(readKeptAnswers(4)).toBeUndefined()
    expect(localStorage.getItem('lernraster.check_attempt.3')).toBeNull()
    expect(localStorage.getItem('lernraster.other')).toBe('stays')
  })
})

describe('countdownText', () => {
  it('writes minutes and seconds, hours when there are, never below 0:00', () => {
    expect(countdownText(29 * 60_000 + 5_500)).toBe('29:06')
    expect(countdownText(2 * 3_600_000 + 61_000)).toBe('2:01:01')
    expect(countdownText(-3_000)).toBe('0:00')
  })
})
