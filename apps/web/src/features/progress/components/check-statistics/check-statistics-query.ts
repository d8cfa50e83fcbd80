import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerError, apiUrl, callApi, requestHeaders } from '../../../../lib/api-client'
import { downloadBlob } from '../../../../lib/csv'

/**
 * GET /checks/statistics: the check's statistics in the run; null when the topic has no check. Under
 * the progress screens' key, so a submitted attempt's live signal ('progress') fetches it again.
 */
export const checkStatisticsQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: ['progress', 'checkStatistics', eventId, topicId],
    queryFn: ({ signal }) =>
      callApi('GET /checks/statistics', { query: { event_id: eventId, topic_id: topicId }, signal }),
  })

/** Asks only for a topic (the topic dialog holds none while closed). */
export function useCheckStatistics(eventId: number, topicId: number | null) {
  return useQuery({ ...checkStatisticsQuery(eventId, topicId ?? 0), enabled: topicId !== null })
}

/** The file name the server gives in its content-disposition (filename*=UTF-8''...), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1]
  return encoded ? decodeURIComponent(encoded) : fallback
}

/**
 * GET /checks/statistics.csv: the server writes the CSV (the same numbers as the screen); it needs the
 * bearer token, so the page fetches it and saves it, as it saves the CSVs it writes itself.
 */
export async function downloadCheckStatisticsCsv(eventId: number, topicId: number): Promise<void> {
  const response = await fetch(apiUrl('/checks/statistics.csv', { event_id: eventId, topic_id: topicId }), {
    headers: { ...requestHeaders(), Accept: 'text/csv' },
  })
  if (!response.ok) throw answerError(response.status, await response.json().catch(() => undefined))
  downloadBlob(
    fileNameOf(response.headers.get('content-disposition'), 'Lernkontrolle.csv'),
    await response.blob(),
  )
}
