import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFirstScreenQueries } from './first-screen'
import { clearStudentToken, writeStudentToken } from './lib/student-client'

/** The keys of the queries the cache holds after the start, in the order they were asked for. */
function startedKeys(pathname: string) {
  // No server here: the requests fail at once, the queries and their keys are in the cache all the same.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  startFirstScreenQueries(client, pathname)
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
}

describe('startFirstScreenQueries', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in this test')))
  })
  afterEach(() => {
    clearStudentToken()
    vi.unstubAllGlobals()
  })

  it("starts the home page's lists and the student's name", () => {
    writeStudentToken('token')
    expect(startedKeys('/student/')).toEqual([['me'], ['classes'], ['modules'], ['homework'], ['exams']])
    expect(startedKeys('/student')).toHaveLength(5)
  })

  it("starts a module's grid with the next step, under the keys the grid page reads", () => {
    writeStudentToken('token')
    expect(startedKeys('/student/modules/12')).toEqual([['me'], ['grid', 12], ['nextStep', 12]])
  })

  it("starts a module topic's teacher grades and help requests beside the topic", () => {
    writeStudentToken('token')
    expect(startedKeys('/student/modules/12/topics/3')).toEqual([
      ['me'],
      ['topic', 12, 3],
      ['teacherRatings', 12],
      ['helpRequests', 12],
    ])
    // A homework's topic has neither.
    expect(startedKeys('/student/events/12/topics/3')).toEqual([['me'], ['topic', 12, 3]])
  })

  it('asks for nothing without a login, on the login pages, or with a broken address', () => {
    expect(startedKeys('/student/')).toEqual([])
    writeStudentToken('token')
    expect(startedKeys('/student/login')).toEqual([])
    expect(startedKeys('/student/modules/abc')).toEqual([])
    expect(startedKeys('/student/modules/12/topics/0')).toEqual([])
    expect(startedKeys('/teacher/modules/12')).toEqual([])
  })
})
