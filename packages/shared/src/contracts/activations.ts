import { z } from 'zod'
import { moduleMessages } from '../messages/modules'
import { schoolLimits } from '../school'
import { moduleStatus, moduleSummary } from './modules'
import { idField, idParam } from './subjects'

// Running modules with classes (docs/product/runs.md "Activating", "Active tab", "Finishing and
// reactivating", "Calls"): modules/activate, toggleFinished, active, finished, events/byId,
// evaluations/byEventId.

/** A chosen id, or the spec's request to choose or create one when it is missing. */
const chosenId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(schoolLimits.idMax, { error: message })

export const moduleActivateBody = z.strictObject({
  id: idField,
  group_id: chosenId(moduleMessages.activateGroupRequired),
  subject_id: chosenId(moduleMessages.activateSubjectRequired),
})
export type ModuleActivateBody = z.infer<typeof moduleActivateBody>
/** The new active module and its event. */
export const moduleActivateAnswer = z.object({ id: z.number().int(), event_id: z.number().int() })
export type ModuleActivateAnswer = z.infer<typeof moduleActivateAnswer>

/** `module_id` is the active module's id (docs/product/glossary.md "Durchführung (run)"). */
export const activeModuleBody = z.strictObject({ module_id: idField })
export type ActiveModuleBody = z.infer<typeof activeModuleBody>
export const toggleFinishedAnswer = z.object({ id: z.number().int(), status_id: z.number().int() })
export type ToggleFinishedAnswer = z.infer<typeof toggleFinishedAnswer>

export const activeRemovalImpactQuery = z.strictObject({ module_id: idParam })
/** What removing an activation takes with it, for the typed confirmation. */
export const activeRemovalImpact = z.object({
  evaluations: z.number().int(),
  students: z.number().int(),
})
export type ActiveRemovalImpact = z.infer<typeof activeRemovalImpact>

export const eventGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The class code. */
  token: z.string(),
  active_users: z.number().int(),
})
export const eventSubject = z.object({ id: z.number().int(), token: z.string(), title: z.string() })

/**
 * Where a class stands in an activation, in one look (the card's and the list's summary):
 * `progress` = ratings given / (questions x active students) in percent, rounded; `average` of the
 * grades to 2 decimals, null before the first rating.
 */
export const progressSummary = z.object({
  students: z.number().int(),
  students_started: z.number().int(),
  questions: z.number().int(),
  evaluations: z.number().int(),
  progress: z.number().int(),
  average: z.number().nullable(),
  last_activity_at: z.string().nullable(),
})
export type ProgressSummary = z.infer<typeof progressSummary>

/** An activation as the Active tab lists it: the module's fields with the class, subject and summary. */
export const activeModule = z.object({
  /** The active module's own id (toggleFinished, remove). */
  id: z.number().int(),
  /** The module whose grid it runs. */
  module_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 2 active, 4 finished. */
  status_id: z.number().int(),
  status: moduleStatus,
  cover_path: z.string().nullable(),
  /**
   * No store metadata yet: the module is not published in the store (docs/product/modules.md
   * "Available tab").
   */
  beta: z.boolean(),
  is_owner: z.boolean(),
  author: z.object({ firstname: z.string(), lastname: z.string() }),
  event_id: z.number().int(),
  group_name: z.string(),
  group: eventGroup,
  subject_id: z.number().int(),
  subject: eventSubject,
  progress: progressSummary,
  created_at: z.string(),
  updated_at: z.string(),
})
export type ActiveModule = z.infer<typeof activeModule>
export const activeModuleList = z.array(activeModule)

/** A module shared with or bought by the caller (the Available tab). */
export const availableModule = moduleSummary.extend({
  /** How the caller has it: 8 shared, 7 purchased. */
  access_status_id: z.number().int(),
  beta: z.boolean(),
  /** A newer published version exists in the store (docs/product/modules.md "Available tab"). */
  outdated: z.boolean(),
  /** The store's module to link to: the published copy, or the module itself. */
  store_module_id: z.number().int(),
  /** The caller's activations of it. */
  active_modules_count: z.number().int(),
  /** When it was shared with or bought by the caller. */
  received_at: z.string(),
})
export type AvailableModule = z.infer<typeof availableModule>
export const availableModuleList = z.array(availableModule)

export const eventByIdQuery = z.strictObject({ event_id: idParam })
export const eventDetail = z.object({
  id: z.number().int(),
  event_type_id: z.number().int(),
  group: eventGroup,
  subject: eventSubject,
  topic_id: z.number().int().nullable(),
  starts_at: z.string(),
  due_at: z.string(),
  /** The activation when the event is one (type 3). */
  active_module: z
    .object({
      id: z.number().int(),
      module_id: z.number().int(),
      name: z.string(),
      status_id: z.number().int(),
    })
    .nullable(),
})
export type EventDetail = z.infer<typeof eventDetail>

/**
 * One rating of an event (docs/product/progress.md "What counts"), oldest question first, students by name.
 */
export const eventEvaluation = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  grade: z.number(),
  goal: z.number(),
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  updated_at: z.string(),
})
export type EventEvaluation = z.infer<typeof eventEvaluation>
export const eventEvaluationList = z.array(eventEvaluation)
