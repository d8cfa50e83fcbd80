import { describe, expect, it } from 'vitest'
import { firstSteps, nextStep } from './first-steps'

const empty = {
  subjects: 0,
  classes: 0,
  students: 0,
  modules: 0,
  classes_without_students: [],
  classes_with_homework_undone: [],
}

describe('firstSteps', () => {
  it('has nothing done for a new teacher, and offers the subject first', () => {
    const steps = firstSteps(empty)
    expect(steps.map((step) => step.done)).toEqual([false, false, false, false])
    expect(nextStep(steps)).toBe('subject')
  })

  it('knows each step that is done, and offers the first one that is not', () => {
    const steps = firstSteps({ ...empty, subjects: 2, classes: 1 })
    expect(steps.filter((step) => step.done).map((step) => step.key)).toEqual(['subject', 'class'])
    expect(nextStep(steps)).toBe('students')
    // A module built before any class: the class is still what comes next.
    expect(nextStep(firstSteps({ ...empty, subjects: 1, modules: 1 }))).toBe('class')
  })

  it('offers nothing once everything is done', () => {
    expect(
      nextStep(firstSteps({ ...empty, subjects: 1, classes: 1, students: 30, modules: 2 })),
    ).toBeUndefined()
  })
})
