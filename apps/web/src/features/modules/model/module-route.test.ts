import { describe, expect, it } from 'vitest'
import { parseModuleId } from './module-route'

describe('parseModuleId', () => {
  it('reads a positive id', () => {
    expect(parseModuleId('42')).toBe(42)
  })

  it('has no id for a new module', () => {
    expect(parseModuleId(null)).toBeUndefined()
    expect(parseModuleId('')).toBeUndefined()
  })

  it('refuses what is not an id', () => {
    for (const value of ['0', '-3', 'abc', '4.5', '1e3', '9999999999', ' 7']) {
      expect(parseModuleId(value), value).toBeNull()
    }
  })
})
