import { z } from 'zod'
import { trashKinds } from '../trash'
import { moduleSummary } from './modules'
import { idField } from './subjects'

/**
 * One item of the trash list (GET /trash). The counts say what comes back with it: a run's ratings
 * and students, a module's topics and questions; zero where a kind has none.
 */
export const trashItem = z.object({
  id: z.number().int(),
  kind: z.enum(trashKinds),
  title: z.string(),
  /** The module a run, block, topic, row or column belongs to; null for a module, class or subject. */
  module_name: z.string().nullable(),
  /** The class of a run; null for the other kinds. */
  group_name: z.string().nullable(),
  topics: z.number().int(),
  questions: z.number().int(),
  ratings: z.number().int(),
  students: z.number().int(),
  activations: z.number().int(),
  files: z.number().int(),
  trashed_at: z.string(),
  /** From this moment on it may be gone for good (the hourly maintenance). */
  purge_after: z.string(),
})
export type TrashItem = z.infer<typeof trashItem>

export const trashList = z.object({ items: z.array(trashItem) })
export type TrashList = z.infer<typeof trashList>

export const trashItemBody = z.strictObject({ id: idField })
export type TrashItemBody = z.infer<typeof trashItemBody>

/** What a removal answers: the message and the trash item, for the snackbar's "Rückgängig". */
export const trashedResponse = z.object({ message: z.string(), trash_id: z.number().int() })
export type TrashedResponse = z.infer<typeof trashedResponse>

/** What a restore answers: the restored object's id (the module's for grid parts). */
export const trashRestoreResponse = z.object({
  message: z.string(),
  kind: z.enum(trashKinds),
  /** The restored module's, run's, class's or subject's id; for a grid part, its module's id. */
  restored_id: z.number().int(),
})
export type TrashRestoreResponse = z.infer<typeof trashRestoreResponse>

/** POST /groups/remove: a class goes to the trash with its students' memberships, runs and ratings. */
export const groupRemoveBody = z.strictObject({ id: idField })
export type GroupRemoveBody = z.infer<typeof groupRemoveBody>

/**
 * What POST /modules/update answers: the module's summary, and when a smaller grid removed topics or
 * blocks (the editor's "remove last row/column"), the trash item they went to. An empty row removed
 * makes no item and no `trash_id`.
 */
export const moduleUpdateAnswer = moduleSummary.extend({ trash_id: z.number().int().optional() })
export type ModuleUpdateAnswer = z.infer<typeof moduleUpdateAnswer>
