import { ModuleStatus } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ownCardStatusId, runningClasses } from './running-classes'

describe('runningClasses', () => {
  it('names the classes in their natural order, joined as the language joins a list', () => {
    expect(runningClasses(['7b', '7a'], 'de')).toEqual({ classes: '7a und 7b', more: 0 })
    expect(runningClasses(['10a', '7b', '7a'], 'de')).toEqual({ classes: '7a, 7b und 10a', more: 0 })
    expect(runningClasses(['7a'], 'en')).toEqual({ classes: '7a', more: 0 })
  })

  it('counts the classes beyond three and cuts a long name to 20 characters', () => {
    expect(runningClasses(['1a', '2a', '3a', '4a', '5a'], 'de')).toEqual({ classes: '1a, 2a, 3a', more: 2 })
    expect(runningClasses(['Wahlfach Informatik Gruppe B'], 'de')?.classes).toBe('Wahlfach Informatik…')
  })

  it('is null for a module that runs nowhere', () => {
    expect(runningClasses([], 'de')).toBeNull()
  })
})

describe('ownCardStatusId', () => {
  it('shows a running draft as active, anything else as it is', () => {
    expect(ownCardStatusId({ status_id: ModuleStatus.draft, running_in: ['7a'] })).toBe(ModuleStatus.active)
    expect(ownCardStatusId({ status_id: ModuleStatus.draft, running_in: [] })).toBe(ModuleStatus.draft)
    expect(ownCardStatusId({ status_id: ModuleStatus.finished, running_in: ['7a'] })).toBe(
      ModuleStatus.finished,
    )
  })
})
