import { describe, expect, it } from 'vitest'
import { pagingKeyOf, plannedTabOf, toggledIds } from './planning-view'

describe('planning view', () => {
  it('names the persisted paging of each list as subjects-and-classes.md "Homework and exams" does', () => {
    expect(pagingKeyOf('homework', 'open')).toBe('openHomeworks')
    expect(pagingKeyOf('homework', 'closed')).toBe('closedHomeworks')
    expect(pagingKeyOf('exam', 'open')).toBe('openExams')
    expect(pagingKeyOf('exam', 'closed')).toBe('closedExams')
  })

  it('opens on the saved tab, else on homework', () => {
    expect(plannedTabOf('exam')).toBe('exam')
    expect(plannedTabOf('homework')).toBe('homework')
    expect(plannedTabOf(null)).toBe('homework')
    expect(plannedTabOf('modules')).toBe('homework')
  })

  it('toggles an opened row', () => {
    expect(toggledIds(undefined, 3)).toEqual([3])
    expect(toggledIds([3, 5], 3)).toEqual([5])
    expect(toggledIds([5], 3)).toEqual([5, 3])
  })
})
