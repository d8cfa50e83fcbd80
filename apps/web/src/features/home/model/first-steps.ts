import type { HomeOverview } from '@lernraster/shared'

export type StepKey = 'subject' | 'class' | 'students' | 'module'

export interface FirstStep {
  key: StepKey
  done: boolean
}

/**
 * The checklist of a new teacher, in the order the work goes: a subject and a class to plan in,
 * students in the class, then a module to run with them. Each step knows whether it is done.
 */
export function firstSteps(overview: HomeOverview): FirstStep[] {
  return [
    { key: 'subject', done: overview.subjects > 0 },
    { key: 'class', done: overview.classes > 0 },
    { key: 'students', done: overview.students > 0 },
    { key: 'module', done: overview.modules > 0 },
  ]
}

/** The step to offer as the next one: the first not done yet, or none when all are. */
export function nextStep(steps: readonly FirstStep[]): StepKey | undefined {
  return steps.find((step) => !step.done)?.key
}
