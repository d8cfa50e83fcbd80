import { trashKinds } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { queriesChangedByTrash, trashListKey } from './trash-queries'

describe('queriesChangedByTrash', () => {
  it('always refreshes the Papierkorb itself', () => {
    for (const kind of trashKinds) expect(queriesChangedByTrash(kind)).toContainEqual(trashListKey)
  })

  it('brings a run back with its ratings: progress, feeds and the Active tab', () => {
    const keys = queriesChangedByTrash('activation')
    expect(keys).toContainEqual(['progress'])
    expect(keys).toContainEqual(['feeds'])
    expect(keys).toContainEqual(['modules'])
    expect(keys).not.toContainEqual(['subjects'])
  })

  it('asks for the class lists only when a class comes back, the subjects only for a subject', () => {
    expect(queriesChangedByTrash('class')).toContainEqual(['groups'])
    expect(queriesChangedByTrash('module')).not.toContainEqual(['groups'])
    expect(queriesChangedByTrash('subject')).toContainEqual(['subjects'])
    expect(queriesChangedByTrash('class')).not.toContainEqual(['subjects'])
  })

  it('reloads only the module area for a grid part', () => {
    expect(queriesChangedByTrash('topic')).toEqual([trashListKey, ['modules'], ['feeds'], ['progress']])
  })
})
