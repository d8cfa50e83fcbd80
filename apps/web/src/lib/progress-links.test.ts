import { describe, expect, it } from 'vitest'
import { progressOf, progressTarget, studentsProgressOf } from './progress-links'

/** The activation of module 107 for event 207. */
const activation = { module_id: 107, event_id: 207 }

describe('progress links', () => {
  it('carry module_id and event_id', () => {
    expect(progressOf(activation)).toBe('/stats/progress?module_id=107&event_id=207')
    expect(studentsProgressOf(activation)).toBe('/stats/progress-students?module_id=107&event_id=207')
  })

  it('are read back only when both ids are there', () => {
    expect(progressTarget(new URLSearchParams('module_id=107&event_id=207'))).toEqual({
      moduleId: 107,
      eventId: 207,
    })
    expect(progressTarget(new URLSearchParams('module_id=107'))).toBeNull()
    expect(progressTarget(new URLSearchParams('module_id=0&event_id=2'))).toBeNull()
    expect(progressTarget(new URLSearchParams('module_id=1e3&event_id=2'))).toBeNull()
  })
})
