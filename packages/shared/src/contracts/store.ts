import { z } from 'zod'
import { storeMessages } from '../messages/store'
import { crystalEntryKinds, storeLimits, storeSorts } from '../store'
import { pageOf, requiredText, storableText } from './common'
import { blockWithTopics } from './grid'
import { moduleStatus } from './modules'
import { lookupItem } from './store-lookups'
import { reviewFilterFields } from './store-provider'
import { idField, idParam } from './subjects'

// Publishing, the provider's review, the store and crystals (docs/product/store.md: modules/publish,
// modules/purchase, modules-metadatas/byId|update from the original; the store, review and crystal calls are
// ours).

const lookupId = (message: string) => z.number({ error: message }).pipe(idField)

/** What a teacher says about a module in the store (the publish and edit-metadata dialogs). */
export const metaDataFields = {
  description: requiredText(
    storeMessages.descriptionRequired,
    storeLimits.metaDescriptionMax,
    storeMessages.descriptionTooLong,
    { multiline: true },
  ),
  /** One of the price list's amounts (GET /modules-metadatas/prices); the server checks it. */
  crystals: z
    .number({ error: storeMessages.priceRequired })
    .int({ error: storeMessages.priceRequired })
    .min(0, {
      error: storeMessages.priceRequired,
    }),
  lernraster_subject_id: lookupId(storeMessages.lernrasterSubjectRequired),
  schoollevel_id: lookupId(storeMessages.schoolLevelRequired),
  schooltype_id: lookupId(storeMessages.schoolTypeRequired),
  language_id: lookupId(storeMessages.languageRequired),
  country_id: lookupId(storeMessages.countryRequired),
  tag_ids: z
    .array(idField)
    .max(storeLimits.tagsMax, { error: storeMessages.tooManyTags })
    .transform((ids) => [...new Set(ids)])
    .default([]),
}
export const metaDataInput = z.strictObject(metaDataFields)
export type MetaDataInput = z.input<typeof metaDataInput>

export const modulePublishBody = z.strictObject({ id: idField, metaData: metaDataInput })
export type ModulePublishBody = z.input<typeof modulePublishBody>
export const modulePublishAnswer = z.object({
  message: z.string(),
  /** The new copy awaiting confirmation, and its metadata. */
  published_module_id: z.number().int(),
  module_meta_data_id: z.number().int(),
})

export const metaDataByIdQuery = z.strictObject({ id: idParam })
export const metaDataUpdateBody = z.strictObject({ id: idField, ...metaDataFields })
export type MetaDataUpdateBody = z.input<typeof metaDataUpdateBody>

/** docs/product/store.md "Metadata and lists". */
export const moduleMetaData = z.object({
  id: z.number().int(),
  /** The store copy it describes. */
  module_id: z.number().int(),
  description: z.string(),
  crystals: z.number().int(),
  lernraster_subject_id: z.number().int(),
  schoollevel_id: z.number().int(),
  schooltype_id: z.number().int(),
  language_id: z.number().int(),
  country_id: z.number().int(),
  tags: z.array(lookupItem),
  tag_ids: z.array(z.number().int()),
})
export type ModuleMetaData = z.infer<typeof moduleMetaData>

// The store.

/** A list's id in a filter; one beyond the lists' smallint ids names no entry (and never reaches SQL). */
const optionalLookup = idParam
  .pipe(z.number().max(storeLimits.lookupIdMax, { error: storeMessages.lookupUnknown }))
  .optional()
/** `tag_ids=3,7`: modules carrying every one of them. */
const idListParam = z
  .string({ error: storeMessages.lookupUnknown })
  .regex(/^\d{1,10}(,\d{1,10}){0,7}$/, { error: storeMessages.lookupUnknown })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(idField))

export const storeSearchQuery = z.strictObject({
  search: storableText(
    z.string().trim().max(storeLimits.searchMax, { error: storeMessages.searchTooLong }),
  ).optional(),
  lernraster_subject_id: optionalLookup,
  schoollevel_id: optionalLookup,
  schooltype_id: optionalLookup,
  language_id: optionalLookup,
  country_id: optionalLookup,
  tag_ids: idListParam.optional(),
  /** At most this price in crystals (0: free ones); the screen offers the price list's amounts. */
  max_crystals: z
    .string({ error: storeMessages.lookupUnknown })
    .regex(/^\d{1,6}$/, { error: storeMessages.lookupUnknown })
    .transform(Number)
    .optional(),
  sort: z.enum(storeSorts).default('newest'),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(1),
})
export type StoreSearchQuery = z.input<typeof storeSearchQuery>

/** A module as the store lists it: always the line's current published copy. */
export const storeModuleCard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cover_path: z.string().nullable(),
  /** The list price. */
  crystals: z.number().int(),
  /** What the caller pays: the list price, or 0 for a new version of a module they bought (decision 018). */
  your_price: z.number().int(),
  admin_id: z.number().int(),
  author: z.object({ firstname: z.string(), lastname: z.string() }),
  lernraster_subject: lookupItem,
  schoollevel: lookupItem,
  schooltype: lookupItem,
  language: lookupItem,
  country: lookupItem,
  tags: z.array(lookupItem),
  rows: z.number().int(),
  columns: z.number().int(),
  topics_count: z.number().int(),
  questions_count: z.number().int(),
  /** Teachers who bought this line of the module (every version). */
  buyers_count: z.number().int(),
  /**
   * Classes that run or ran the module: distinct classes with an activation of any copy of its line,
   * by its buyers and its author. A number only, no names (issue 38).
   */
  classes_count: z.number().int(),
  published_at: z.string(),
  /** The caller bought this version; `owns_earlier_version`: an earlier one. */
  purchased: z.boolean(),
  owns_earlier_version: z.boolean(),
  /** The caller is the author. */
  is_own: z.boolean(),
})
export type StoreModuleCard = z.infer<typeof storeModuleCard>

export const storePage = pageOf(storeModuleCard)
export type StorePage = z.infer<typeof storePage>

/** The grid as the store shows it before a purchase: titles only, no texts, files or solutions. */
export const storeGridTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  topic_type_id: z.number().int(),
  questions: z.array(z.object({ id: z.number().int(), title: z.string() })),
})
export const storeGridBlock = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  topics: z.array(storeGridTopic),
})
export type StoreGridBlock = z.infer<typeof storeGridBlock>

/** `id`: any module of the line (the original, an earlier or the current copy). */
export const storeModuleQuery = z.strictObject({ id: idParam })
export const storeModuleDetail = storeModuleCard.extend({
  blocks: z.array(storeGridBlock),
  /**
   * False when the line's copy was taken off the store by its author or the provider (decision 054):
   * the page shows it as no longer available and offers no purchase.
   */
  available: z.boolean(),
})
export type StoreModuleDetail = z.infer<typeof storeModuleDetail>

export const modulePurchaseBody = z.strictObject({
  id: idField,
  /**
   * The author's id, as the store page showed it; a different one is refused (docs/product/store.md
   * "Buying").
   */
  admin_id: idField.optional(),
  /** The price the buyer confirmed (`your_price`); when it changed meanwhile the purchase is refused (priceChanged). */
  crystals: z.number().int().min(0).optional(),
})
export type ModulePurchaseBody = z.input<typeof modulePurchaseBody>
export const modulePurchaseAnswer = z.object({
  message: z.string(),
  module_id: z.number().int(),
  balance: z.number().int(),
})
export type ModulePurchaseAnswer = z.infer<typeof modulePurchaseAnswer>

// Crystals.

export const crystalBalance = z.object({ balance: z.number().int() })
export type CrystalBalance = z.infer<typeof crystalBalance>

export const crystalEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(crystalEntryKinds),
  module_id: z.number().int().nullable(),
  module_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type CrystalEntry = z.infer<typeof crystalEntry>

export const crystalHistoryQuery = z.strictObject({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(1),
})
export const crystalHistory = pageOf(crystalEntry).extend({ balance: z.number().int() })
export type CrystalHistory = z.infer<typeof crystalHistory>

// The provider's review (role 1).

export const publicationStatusFilter = z.enum(['awaiting', 'declined', 'published'])
/** The queue of one status, filtered (issue 38: author, subject, country, days of submission). */
export const publicationListQuery = z.strictObject({
  status: publicationStatusFilter.default('awaiting'),
  ...reviewFilterFields,
})
export type PublicationListQuery = z.input<typeof publicationListQuery>

export const publicationItem = z.object({
  /** The copy under review. */
  module_id: z.number().int(),
  name: z.string(),
  status_id: z.number().int(),
  status: moduleStatus,
  author: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** A new version of a module the store already shows. */
  is_new_version: z.boolean(),
  crystals: z.number().int(),
  rows: z.number().int(),
  columns: z.number().int(),
  topics_count: z.number().int(),
  questions_count: z.number().int(),
})
export type PublicationItem = z.infer<typeof publicationItem>
export const publicationItemList = z.array(publicationItem)

export const publicationByIdQuery = z.strictObject({ id: idParam })
export const publicationConfirmBody = z.strictObject({ id: idField })
export const publicationDeclineBody = z.strictObject({
  id: idField,
  reason: requiredText(
    storeMessages.declineReasonRequired,
    storeLimits.declineReasonMax,
    storeMessages.declineReasonTooLong,
    {
      multiline: true,
    },
  ),
})

export const publicationDetail = publicationItem.extend({
  meta_data: moduleMetaData,
  /** The lookups' titles, for a reviewer who reads rather than filters. */
  lernraster_subject: lookupItem,
  schoollevel: lookupItem,
  schooltype: lookupItem,
  language: lookupItem,
  country: lookupItem,
  /** The whole grid with questions and solutions, read-only. */
  blocks: z.array(blockWithTopics),
})
export type PublicationDetail = z.infer<typeof publicationDetail>
