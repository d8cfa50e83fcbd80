import { z } from 'zod'
import { helpRequestMessages } from '../messages/help-requests'
import { helpRequestLimits } from '../teacher-ratings'
import { storableText } from './common'
import { clientIdField } from './student'
import { idField, idParam } from './subjects'

// Help requests (issue 19): in the student app a student marks a topic of a module their class runs
// "Ich brauche Hilfe", with an optional line of text. The class's teacher and the module's owner see
// it in their feed and on the progress tile within seconds (live kind 'help'), and mark it handled;
// the student sees that it was. One open request per student and topic.

/** POST /api/student/v1/helpRequests/store: ask for help on a topic of an activation. */
export const helpRequestStoreBody = z.strictObject({
  event_id: idField,
  topic_id: idField,
  /** One optional line: trimmed, "" when left out. */
  text: storableText(
    z
      .string({ error: helpRequestMessages.textInvalid })
      .trim()
      .max(helpRequestLimits.textMax, { error: helpRequestMessages.textTooLong }),
  ).default(''),
  client_id: clientIdField.optional(),
})
export type HelpRequestStoreBody = z.infer<typeof helpRequestStoreBody>

/** A help request as the student sees their own. */
export const ownHelpRequest = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  topic_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  /** When the teacher marked it handled; null while open. */
  handled_at: z.string().nullable(),
})
export type OwnHelpRequest = z.infer<typeof ownHelpRequest>
/** GET /api/student/v1/helpRequests?event_id: the caller's requests in the activation, newest first. */
export const ownHelpRequestList = z.array(ownHelpRequest)
export const ownHelpRequestsQuery = z.strictObject({ event_id: idParam })

/** A help request as the teacher's feed and progress tiles show it. */
export const helpRequest = ownHelpRequest.extend({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  topic_title: z.string(),
  module_id: z.number().int(),
  module_name: z.string(),
  group_name: z.string(),
  /** Who marked it handled ("" while open or once that account is gone). */
  handled_by_name: z.string(),
})
export type HelpRequest = z.infer<typeof helpRequest>
export const helpRequestList = z.array(helpRequest)

/**
 * GET /api/teacher/v1/helpRequests?event_id: the help requests in the caller's activations (class's
 * teacher, module's owner): every open one, then the handled ones of the last 14 days; open first,
 * then newest first. With `event_id`, only that activation's.
 */
export const helpRequestsQuery = z.strictObject({ event_id: idParam.optional() })

/** POST /api/teacher/v1/helpRequests/handle: mark a request handled (again: no change). */
export const helpRequestHandleBody = z.strictObject({ id: idField })
