import { z } from 'zod'
import { moduleMessages } from '../messages/modules'
import { gridLimits, moduleLimits } from '../modules'
import { requiredText, storableText } from './common'
import { blockWithTopics } from './grid'
import { idField, idParam } from './subjects'

// Modules: docs/product/modules.md "What a module is" and "Calls" (the building part; activation and store
// come later).

export const moduleStatus = z.object({ name: z.string(), title: z.string() })

/**
 * An own module's newest publication, on every module summary (null without one): the status of the
 * copy (awaiting, declined, published), the provider's reason for a decline, and the copy the store
 * shows now (an earlier version while a new one awaits confirmation; null when none is in the store).
 */
export const publicationSummary = z.object({
  module_id: z.number().int(),
  status_id: z.number().int(),
  status: moduleStatus,
  module_meta_data_id: z.number().int(),
  decline_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  store_module_id: z.number().int().nullable(),
  /** Who took the copy off the store (decision 054), or null while nobody did. */
  removal_kind: z.enum(['author', 'provider']).nullable(),
  /** The provider's reason for taking the copy off the store, mailed to the author too (decision 054). */
  removal_reason: z.string().nullable(),
})
export type PublicationSummary = z.infer<typeof publicationSummary>

/** What lists and cards show of a module. */
export const moduleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status_id: z.number().int(),
  status: moduleStatus,
  rows: z.number().int(),
  columns: z.number().int(),
  cover_path: z.string().nullable(),
  /** 0 when there is no published copy (docs/product/store.md "Publishing"). */
  published_module_id: z.number().int(),
  admin_id: z.number().int(),
  author: z.object({ firstname: z.string(), lastname: z.string() }),
  blocks_count: z.number().int(),
  topics_count: z.number().int(),
  questions_count: z.number().int(),
  /** The newest publication of an own module; null for others and without one. */
  publication: publicationSummary.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ModuleSummary = z.infer<typeof moduleSummary>
export const moduleSummaryList = z.array(moduleSummary)

/**
 * An own module in the owner's lists (GET /modules, /modules/draft): the module itself stays a draft
 * while it runs (decision 016), so the card says where it runs (issue 31).
 */
export const ownModuleSummary = moduleSummary.extend({
  /** The names of the owner's classes running it now (active, not finished), in the names' order. */
  running_in: z.array(z.string()),
})
export type OwnModuleSummary = z.infer<typeof ownModuleSummary>
export const ownModuleSummaryList = z.array(ownModuleSummary)

/**
 * Why a module's topics cannot be dragged; null when they can (docs/product/modules.md "Rearranging topics").
 */
export const rearrangeBlock = z.enum(['notDraft', 'published', 'active']).nullable()

/** The whole grid in one answer (GET /modules/byId). */
export const moduleDetail = moduleSummary.extend({
  is_owner: z.boolean(),
  rearrange_blocked_by: rearrangeBlock,
  blocks: z.array(blockWithTopics),
})
export type ModuleDetail = z.infer<typeof moduleDetail>

export const moduleByIdQuery = z.strictObject({ id: idParam })

const moduleName = requiredText(
  moduleMessages.moduleNameRequired,
  moduleLimits.moduleNameMax,
  moduleMessages.moduleNameTooLong,
)
const moduleDescription = storableText(
  z
    .string()
    .trim()
    .max(moduleLimits.moduleDescriptionMax, { error: moduleMessages.moduleDescriptionTooLong }),
  true,
)

export const moduleStoreBody = z.strictObject({
  name: moduleName,
  description: moduleDescription.default(''),
})
export type ModuleStoreBody = z.input<typeof moduleStoreBody>
export const moduleStoreAnswer = z.object({ id: z.number().int() })

export const moduleUpdateBody = z.strictObject({
  id: idField,
  name: moduleName,
  description: moduleDescription.default(''),
  /** Sent back as read; a different status is refused (statuses change through their own calls). */
  status_id: z.number().int().optional(),
  rows: z
    .number()
    .int()
    .min(gridLimits.minRows, { error: moduleMessages.gridRowsOutOfRange })
    .max(gridLimits.maxRows, { error: moduleMessages.gridRowsOutOfRange })
    .optional(),
  columns: z
    .number()
    .int()
    .min(gridLimits.minColumns, { error: moduleMessages.gridColumnsOutOfRange })
    .max(gridLimits.maxColumns, { error: moduleMessages.gridColumnsOutOfRange })
    .optional(),
})
export type ModuleUpdateBody = z.input<typeof moduleUpdateBody>

export const moduleRemoveBody = z.strictObject({ id: idField })
export const moduleDuplicateBody = z.strictObject({
  module_id: idField,
  new_title: requiredText(
    moduleMessages.duplicateNameRequired,
    moduleLimits.moduleNameMax,
    moduleMessages.moduleNameTooLong,
  ),
})
export type ModuleDuplicateBody = z.infer<typeof moduleDuplicateBody>

/** Upload answers: `data` is the stored path (docs/product/modules.md "Files"). */
export const uploadAnswer = z.object({ data: z.string() })
export type UploadAnswer = z.infer<typeof uploadAnswer>
export const coverAnswer = z.object({ cover_path: z.string() })
export type CoverAnswer = z.infer<typeof coverAnswer>
