import { describe, expect, it } from 'vitest'
import { isLiveKind, keysToRefresh } from './live-keys'

describe('keysToRefresh', () => {
  it('refreshes the progress screens, the Active tab and the activity feed after a rating', () => {
    expect(keysToRefresh(['progress'])).toEqual(
      expect.arrayContaining([['progress'], ['modules', 'list', 'active'], ['feeds', 'activity']]),
    )
  })

  it('names each key once, and everything after a resync', () => {
    const keys = keysToRefresh(['planned', 'progress'])
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length)
    expect(keysToRefresh(['resync'])).toEqual(
      expect.arrayContaining([['groups'], ['feeds', 'feedback'], ['progress'], ['planned']]),
    )
  })
})

describe('isLiveKind', () => {
  it('knows the server kinds and nothing else', () => {
    expect(['progress', 'feedback', 'groups', 'planned', 'help', 'resync'].every(isLiveKind)).toBe(true)
    expect(isLiveKind('toString')).toBe(false)
    expect(isLiveKind(undefined)).toBe(false)
  })
})
