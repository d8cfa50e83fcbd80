import type { HelpRequestStoreBody, OwnHelpRequest } from '@lernraster/shared'
import { studentRequest } from '../../../lib/student-client'

export const helpRequestKeys = {
  all: ['helpRequests'],
  of: (eventId: number) => ['helpRequests', eventId] as const,
} as const

export const listHelpRequests = (eventId: number) =>
  studentRequest<OwnHelpRequest[]>('GET', 'helpRequests', { query: { event_id: eventId } })

export const askForHelp = (body: HelpRequestStoreBody) =>
  studentRequest<OwnHelpRequest>('POST', 'helpRequests/store', { body })
