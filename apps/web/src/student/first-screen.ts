import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { gridQuery } from './features/grid/api/grid'
import { helpRequestsQuery } from './features/help/api/help-requests'
import { homeQueries } from './features/home/api/home-queries'
import { nextStepQuery } from './features/next-step/api/next-step'
import { teacherRatingsQuery, topicQuery } from './features/topic/api/topic'
import { readStudentToken } from './lib/student-client'

/** The app's addresses under /student, as student-app.tsx routes them. */
const basename = '/student'

/** An id from the address; a screen with a broken address shows its own message, nothing is asked. */
const idOf = (value: string | undefined) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * The queries of the screen the app opens on, started before React builds it (decision 035): on a
 * phone the first render takes longer than a request's round trip, and the screens would only ask
 * once it is done. They land in the query cache under the same keys the screens read, so nothing is
 * asked twice. Without a login nothing is asked: the screen sends the student to the login page.
 */
export function startFirstScreenQueries(client: QueryClient, pathname: string): void {
  if (!readStudentToken() || !pathname.startsWith(basename)) return
  const path = pathname.slice(basename.length) || '/'
  // One call per query: their answers differ in type, so they do not fit one list.
  const start = <Answer, Key extends readonly unknown[]>(
    query: FetchQueryOptions<Answer, Error, Answer, Key>,
  ) => void client.prefetchQuery(query)
  /** The event and topic ids of `pattern` in the address, when it matches with valid ids. */
  const idsAt = (pattern: string) => {
    const params = matchPath(pattern, path)?.params
    const [eventId, topicId] = [idOf(params?.eventId), idOf(params?.topicId)]
    return eventId ? { eventId, topicId } : undefined
  }
  const grid = idsAt('/modules/:eventId')
  const moduleTopic = idsAt('/modules/:eventId/topics/:topicId')
  const otherTopic = idsAt('/events/:eventId/topics/:topicId')
  if (path === '/') {
    start(homeQueries.me)
    start(homeQueries.classes)
    start(homeQueries.modules)
    start(homeQueries.homework)
    start(homeQueries.exams)
  } else if (grid) {
    start(homeQueries.me)
    start(gridQuery(grid.eventId))
    start(nextStepQuery(grid.eventId))
  } else if (moduleTopic?.topicId) {
    start(homeQueries.me)
    start(topicQuery(moduleTopic.eventId, moduleTopic.topicId))
    start(teacherRatingsQuery(moduleTopic.eventId))
    start(helpRequestsQuery(moduleTopic.eventId))
  } else if (otherTopic?.topicId) {
    start(homeQueries.me)
    start(topicQuery(otherTopic.eventId, otherTopic.topicId))
  }
}
