import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { modules } from './modules'
import { countries, languages, lernrasterSubjects, schoolLevels, schoolTypes, tags } from './store-lookups'
import { users } from './users'

/**
 * What the store says about a published copy (docs/product/store.md "Metadata and lists"), and the copy's
 * review: one row per store copy, written when the author publishes. The copy's status (awaiting 5, declined
 * 6, published 3) is the module's `status_id`; the dates here tell when each step happened. A copy leaves the
 * store for new buyers when a newer version of its line is confirmed (`superseded_at`) or its original is
 * deleted (`withdrawn_at`); those who bought it keep it (decision 018).
 */
export const moduleMetaData = pgTable(
  'module_meta_data',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .unique()
      .references(() => modules.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 500 }).notNull(),
    /** The price, one of the price list's amounts when it was set. */
    crystals: integer('crystals').notNull(),
    lernrasterSubjectId: smallint('lernraster_subject_id')
      .notNull()
      .references(() => lernrasterSubjects.id),
    schoolLevelId: smallint('schoollevel_id')
      .notNull()
      .references(() => schoolLevels.id),
    schoolTypeId: smallint('schooltype_id')
      .notNull()
      .references(() => schoolTypes.id),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    submittedAt: timestampColumn('submitted_at').notNull(),
    reviewedAt: timestampColumn('reviewed_at'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    declineReason: varchar('decline_reason', { length: 1000 }),
    publishedAt: timestampColumn('published_at'),
    supersededAt: timestampColumn('superseded_at'),
    withdrawnAt: timestampColumn('withdrawn_at'),
    /**
     * When a listed copy was taken off the store on purpose: by its author (`removal_kind` 'author') or
     * by the provider with a reason mailed to the author ('provider'). Buyers keep their copies; the
     * store page says it is no longer available (decision 054).
     */
    removedAt: timestampColumn('removed_at'),
    removalKind: varchar('removal_kind', { length: 10 }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removalReason: varchar('removal_reason', { length: 1000 }),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    check('module_meta_data_crystals', sql`${table.crystals} >= 0`),
    check(
      'module_meta_data_removal',
      sql`(${table.removedAt} is null and ${table.removalKind} is null)
        or (${table.removedAt} is not null and ${table.removalKind} in ('author', 'provider'))`,
    ),
    // The store's list: the listed copies, newest first (decision 018).
    index('module_meta_data_listed_idx')
      .on(table.publishedAt.desc())
      .where(
        sql`${table.publishedAt} is not null and ${table.supersededAt} is null and ${table.withdrawnAt} is null and ${table.removedAt} is null`,
      ),
  ],
)

export const moduleMetaDataTags = pgTable(
  'module_meta_data_tags',
  {
    metaDataId: integer('meta_data_id')
      .notNull()
      .references(() => moduleMetaData.id, { onDelete: 'cascade' }),
    tagId: smallint('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.metaDataId, table.tagId] }),
    index('module_meta_data_tags_tag_idx').on(table.tagId),
  ],
)

/**
 * A teacher's crystals now. Every change also appends a `crystal_entries` row with the balance after
 * it, in the same transaction; the check keeps a balance from ever going below zero, and the row lock
 * of an UPDATE serialises two purchases of one buyer (decision 018).
 */
export const crystalAccounts = pgTable(
  'crystal_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [check('crystal_accounts_balance_not_negative', sql`${table.balance} >= 0`)],
)

/**
 * The append-only crystal ledger (a trigger of migration 0010 refuses updates): what moved, by how
 * much, and the balance after. `module_id` and `module_name` are kept as they were, without a foreign
 * key, so the history outlives a deleted module.
 */
export const crystalEntries = pgTable(
  'crystal_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** CrystalEntryKind of the shared package. */
    kind: varchar('kind', { length: 20 }).notNull(),
    moduleId: integer('module_id'),
    moduleName: varchar('module_name', { length: 200 }),
    reason: varchar('reason', { length: 300 }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    index('crystal_entries_user_idx').on(table.userId, table.id),
    check('crystal_entries_balance_after', sql`${table.balanceAfter} >= 0`),
    check('crystal_entries_kind', sql`${table.kind} in ('start', 'purchase', 'sale', 'grant', 'correction')`),
  ],
)

/**
 * The store's audit trail (decision 054): every money-like action - a purchase, the provider's grant or
 * correction of crystals, a module taken off the store by the provider or its author - with who did it,
 * to whom, what and why. Append-only: a trigger of migration 0030 refuses every UPDATE and DELETE, so
 * not even the app can change it. No foreign keys, and names kept as they were: the trail outlives
 * deleted accounts and modules, as bookkeeping must.
 */
export const storeAudit = pgTable(
  'store_audit',
  {
    id: serial('id').primaryKey(),
    createdAt: timestampColumn('created_at').notNull(),
    /** StoreAuditAction of the shared package. */
    action: varchar('action', { length: 20 }).notNull(),
    /** Who acted; null for the provider's command line. */
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    /** Whose crystals or module it concerns. */
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 200 }),
    moduleId: integer('module_id'),
    moduleName: varchar('module_name', { length: 200 }),
    /** Signed crystals that moved; null when none did (a takedown). */
    amount: integer('amount'),
    /**
     * A purchase's crystals that reached its author (0 for a demo account's purchase or a free one):
     * kept here so the provider's sums outlive a deleted author's ledger.
     */
    credited: integer('credited'),
    reason: varchar('reason', { length: 1000 }),
  },
  (table) => [
    index('store_audit_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check(
      'store_audit_action',
      sql`${table.action} in ('purchase', 'grant', 'correction', 'takedown', 'unlist')`,
    ),
  ],
)
