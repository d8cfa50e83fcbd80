import { describe, expect, test } from 'vitest'
import { isStudentLiveKind, keysToRefresh, noticeOf } from './live-kinds'

describe('the student live kinds', () => {
  test('a released grade refreshes the teacher ratings and asks for attention', () => {
    expect(keysToRefresh(['released'])).toEqual([['teacherRatings']])
    expect(noticeOf('released')).toBe('released')
    expect(noticeOf('withdrawn')).toBe('withdrawn')
    expect(noticeOf('classes')).toBeUndefined()
  })

  test('kinds gathered together refresh each key once; resync refreshes everything', () => {
    expect(keysToRefresh(['homework', 'classes'])).toEqual([
      ['homework'],
      ['exams'],
      ['goals'],
      ['classes'],
      ['invitations'],
      ['modules'],
      ['grid'],
      ['topic'],
    ])
    expect(keysToRefresh(['handled', 'resync'])).toBeUndefined()
  })

  test('only the kinds the server sends a student are taken', () => {
    expect(isStudentLiveKind('handled')).toBe(true)
    expect(isStudentLiveKind('progress')).toBe(true)
    expect(isStudentLiveKind('feedback')).toBe(false)
    expect(isStudentLiveKind('hasOwnProperty')).toBe(false)
  })
})
