import { describe, expect, it } from 'vitest'
import { parseProgressId, studentScreenIds } from './student-route'

describe('studentScreenIds', () => {
  it('reads both ids', () => {
    expect(studentScreenIds(new URLSearchParams('module_id=7&event_id=12'))).toEqual({
      moduleId: 7,
      eventId: 12,
    })
  })

  it('refuses a missing, empty, zero, negative or non-numeric id', () => {
    expect(studentScreenIds(new URLSearchParams('module_id=7'))).toBeNull()
    expect(studentScreenIds(new URLSearchParams('module_id=&event_id=3'))).toBeNull()
    for (const bad of ['0', '-1', '1.5', '7a', ' 7', '1e3', '1234567890'])
      expect(parseProgressId(bad)).toBeNull()
  })
})
