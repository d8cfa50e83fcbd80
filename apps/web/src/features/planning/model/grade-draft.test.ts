import type { ExamResultRow } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { changedGrades, draftOf, examGradeSteps, gradeOfValue, gradeValue } from './grade-draft'

const row = (id: number, grade: number | null): ExamResultRow => ({
  user: { id, firstname: `V${id}`, lastname: `N${id}` },
  before: null,
  after: null,
  grade,
})

describe('exam grade draft', () => {
  it('offers 1 to 6 in half steps', () => {
    expect(examGradeSteps[0]).toBe(1)
    expect(examGradeSteps.at(-1)).toBe(6)
    expect(examGradeSteps).toHaveLength(11)
  })

  it('sends only what changed, a cleared grade as null', () => {
    const rows = [row(1, 4), row(2, null), row(3, 5.5)]
    const draft = new Map(draftOf(rows))
    draft.set(1, 4)
    draft.set(2, 4.5)
    draft.set(3, null)
    expect(changedGrades(rows, draft)).toEqual([
      { user_id: 2, grade: 4.5 },
      { user_id: 3, grade: null },
    ])
  })

  it('turns the select value into a grade and back', () => {
    expect(gradeValue(null)).toBe('')
    expect(gradeOfValue('')).toBeNull()
    expect(gradeOfValue(gradeValue(5.5))).toBe(5.5)
  })
})
