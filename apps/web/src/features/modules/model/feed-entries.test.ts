import { feedLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { canLoadMore, changeKindOf, changeSubjectOf, nextTake, withQuestion } from './feed-entries'

describe('withQuestion', () => {
  it('leaves out entries without a question and keeps the order of the rest', () => {
    const entries = [
      { id: 1, question: { id: 10 } },
      { id: 2, question: null },
      { id: 3 },
      { id: 4, question: { id: 11 } },
    ]
    expect(withQuestion(entries).map((entry) => entry.id)).toEqual([1, 4])
  })
})

describe('nextTake and canLoadMore', () => {
  it('starts at 8 and doubles up to the bound', () => {
    const takes: number[] = [feedLimits.initialTake]
    while (takes.at(-1)! < feedLimits.maxTake) takes.push(nextTake(takes.at(-1)!))
    expect(takes).toEqual([8, 16, 32, 64, 128, 256])
    expect(nextTake(200)).toBe(feedLimits.maxTake)
  })

  it('offers more only when the page came back full and a larger one may be asked for', () => {
    expect(canLoadMore(8, 8)).toBe(true)
    expect(canLoadMore(7, 8)).toBe(false)
    expect(canLoadMore(feedLimits.maxTake, feedLimits.maxTake)).toBe(false)
  })
})

describe('the change feed words', () => {
  it('knows the spec’s kinds and subjects, and nothing else', () => {
    expect(changeKindOf('updated')).toBe('updated')
    expect(changeKindOf('renamed')).toBeNull()
    expect(changeSubjectOf('question')).toBe('question')
    expect(changeSubjectOf('cover')).toBeNull()
  })
})
