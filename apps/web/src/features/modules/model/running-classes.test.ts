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
    expect(ownCardStatusId({ status_id: ModuleStatus.draft, running_in: ['7a'], publication: null })).toBe(
      ModuleStatus.active,
    )
    expect(ownCardStatusId({ status_id: ModuleStatus.draft, running_in: [], publication: null })).toBe(
      ModuleStatus.draft,
    )
    expect(ownCardStatusId({ status_id: ModuleStatus.finished, running_in: ['7a'], publication: null })).toBe(
      ModuleStatus.finished,
    )
  })

  it('shows a draft the store lists as published (issue 38: "Entwurf" beside "Store: Veröffentlicht")', () => {
    const publication = (
      status_id: number,
      store_module_id: number | null,
      removal_kind: 'author' | 'provider' | null = null,
    ) => ({
      module_id: 9,
      status_id,
      status: { name: 'published', title: 'Veröffentlicht' },
      module_meta_data_id: 3,
      decline_reason: null,
      submitted_at: '2026-11-20T08:00:00.000Z',
      reviewed_at: null,
      store_module_id,
      removal_kind,
      removal_reason: null,
    })
    const card = (status_id: number, store: number | null, running_in: string[] = [], removed = false) =>
      ownCardStatusId({
        status_id: ModuleStatus.draft,
        running_in,
        publication: publication(status_id, store, removed ? 'author' : null),
      })
    expect(card(ModuleStatus.published, 9)).toBe(ModuleStatus.published)
    // A new version waits while the store still lists the earlier one.
    expect(card(ModuleStatus.awaitingConfirmation, 7)).toBe(ModuleStatus.published)
    expect(card(ModuleStatus.awaitingConfirmation, null)).toBe(ModuleStatus.draft)
    expect(card(ModuleStatus.confirmationDeclined, null)).toBe(ModuleStatus.draft)
    expect(card(ModuleStatus.published, 9, ['7a'])).toBe(ModuleStatus.active)
    // Taken off the store (decision 054): the store lists nothing, the module is a draft again.
    expect(card(ModuleStatus.published, null, [], true)).toBe(ModuleStatus.draft)
  })
})
