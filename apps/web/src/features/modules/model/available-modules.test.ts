import { type AvailableModule, ModuleStatus } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { mergeAvailable, showsBeta, storeModuleUrl } from './available-modules'

const available = (id: number, patch: Partial<AvailableModule> = {}): AvailableModule => ({
  id,
  name: `Modul ${id}`,
  description: '',
  publication: null,
  status_id: ModuleStatus.draft,
  status: { name: 'draft', title: 'Entwurf' },
  rows: 6,
  columns: 6,
  cover_path: null,
  published_module_id: 0,
  admin_id: 1,
  author: { firstname: 'Lea', lastname: 'Brunner' },
  blocks_count: 1,
  topics_count: 1,
  questions_count: 1,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  access_status_id: ModuleStatus.shared,
  beta: true,
  outdated: false,
  store_module_id: id,
  active_modules_count: 0,
  received_at: '2026-11-01T08:00:00.000Z',
  ...patch,
})

describe('mergeAvailable', () => {
  it('lists shared and bought modules once each, the newest arrival first', () => {
    const shared = [
      available(1, { received_at: '2026-11-02T08:00:00.000Z' }),
      available(2, { received_at: '2026-11-05T08:00:00.000Z' }),
    ]
    const purchased = [
      available(2, { access_status_id: ModuleStatus.purchased, received_at: '2026-11-03T08:00:00.000Z' }),
      available(3, { access_status_id: ModuleStatus.purchased, received_at: '2026-11-04T08:00:00.000Z' }),
    ]
    const merged = mergeAvailable(shared, purchased)
    expect(merged.map((module) => [module.id, module.access_status_id])).toEqual([
      [3, ModuleStatus.purchased],
      [2, ModuleStatus.purchased],
      [1, ModuleStatus.shared],
    ])
  })
})

describe('showsBeta', () => {
  it('tags a shared module without store metadata, never a bought one', () => {
    expect(showsBeta(available(1))).toBe(true)
    expect(showsBeta(available(1, { beta: false }))).toBe(false)
    expect(showsBeta(available(1, { access_status_id: ModuleStatus.purchased }))).toBe(false)
  })
})

describe('storeModuleUrl', () => {
  it('links the store’s module page, whether or not the address ends with a slash', () => {
    expect(storeModuleUrl('https://store.lernraster.ch/', 12)).toBe('https://store.lernraster.ch/modules/12')
    expect(storeModuleUrl('http://localhost:3000/store', 5)).toBe('http://localhost:3000/store/modules/5')
  })
})
