import { planningMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { planningMessageKey } from './planning-messages'

describe('planningMessageKey', () => {
  it('finds the key of a server text', () => {
    expect(planningMessageKey(planningMessages.homeworkDueInPast)).toBe('planning.messages.homeworkDueInPast')
  })

  it('knows nothing of other texts', () => {
    expect(planningMessageKey('Etwas anderes')).toBeUndefined()
  })
})
