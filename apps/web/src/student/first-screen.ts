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
 * The queries of the screen the app opens on, started before React builds it (decision 029): on a
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
  const home = homeQueries
  if (path === '/') {
    start(home.me)
    start(home.classes)
    start(home.modules)
    start(home.homework)
    start(home.exams)
    return
  }
  const grid = matchPath('/modules/:eventId', path)
  const gridEventId = idOf(grid?.params.eventId)
  if (gridEventId) {
    const eventId = gridEventId
    start(home.me)
    start(gridQuery(eventId))
    start(nextStepQuery(eventId))
    return
  }
  const moduleTopic = matchPath('/modules/:eventId/topics/:topicId', path)
  const [eventId, topicId] = [idOf(moduleTopic?.params.eventId), idOf(moduleTopic?.params.topicId)]
  if (eventId && topicId) {
    start(home.me)
    start(topicQuery(eventId, topicId))
    start(teacherRatingsQuery(eventId))
    start(helpRequestsQuery(eventId))
    return
  }
  const otherTopic = matchPath('/events/:eventId/topics/:topicId', path)
  const [otherEventId, otherTopicId] = [idOf(otherTopic?.params.eventId), idOf(otherTopic?.params.topicId)]
  if (otherEventId && otherTopicId) {
    start(home.me)
    start(topicQuery(otherEventId, otherTopicId))
  }
}
