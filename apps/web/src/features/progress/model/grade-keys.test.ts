import { describe, expect, it } from 'vitest'
import { readGradeKey } from './grade-keys'

describe('readGradeKey', () => {
  it('holds a digit for a possible half step', () => {
    expect(readGradeKey(null, '4')).toEqual({ kind: 'pending', pending: 4 })
    expect(readGradeKey(null, '0')).toEqual({ kind: 'pending', pending: 0 })
  })

  it('saves a 6 at once, since there is no 6,5', () => {
    expect(readGradeKey(null, '6')).toEqual({ kind: 'commit', grade: 6 })
  })

  it.each([',', '.', '+', '5'])('adds the half step with "%s"', (key) => {
    expect(readGradeKey(4, key)).toEqual({ kind: 'commit', grade: 4.5 })
    expect(readGradeKey(0, key)).toEqual({ kind: 'commit', grade: 0.5 })
  })

  it('saves the held digit with Enter', () => {
    expect(readGradeKey(3, 'Enter')).toEqual({ kind: 'commit', grade: 3 })
  })

  it('saves the held digit when another digit starts the next student', () => {
    expect(readGradeKey(4, '3')).toEqual({
      kind: 'commit',
      grade: 4,
      following: { kind: 'pending', pending: 3 },
    })
    expect(readGradeKey(2, '6')).toEqual({
      kind: 'commit',
      grade: 2,
      following: { kind: 'commit', grade: 6 },
    })
  })

  it('leaves other keys to the list: 7 to 9, letters, arrows, Enter with nothing held', () => {
    for (const key of ['7', '9', 'a', 'ArrowDown', ' ', 'Enter', ',']) {
      expect(readGradeKey(null, key)).toEqual({ kind: 'ignored' })
    }
    expect(readGradeKey(4, 'ArrowDown')).toEqual({ kind: 'ignored' })
  })
})
