import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { subjects } from './school'
import { users } from './users'

/**
 * A learning module and its grid (docs/product/glossary.md "Raster"): blocks are the
 * columns, topics the cells, questions belong to a topic.
 *
 * Grid integrity is the database's: one block per column and one topic per cell (unique indexes),
 * orders and sizes inside the limits of `gridLimits` (checks). That an order stays inside the module's
 * current rows and columns is kept by the services, which lock the module row in every grid change,
 * so two changes of one grid never interleave (decision 015).
 */
export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** ModuleStatus of the shared package; 1 draft. */
    statusId: smallint('status_id').notNull().default(1),
    rows: smallint('rows').notNull().default(6),
    columns: smallint('columns').notNull().default(6),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    coverFileId: varchar('cover_file_id', { length: 40 }).references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    /**
     * A store copy: the original it was published from (decision 018). The line of versions of one
     * module shares it; no foreign key, so it outlives a deleted original (ids are never reused). Null
     * for every module a teacher builds, and a store copy is never edited.
     */
    originModuleId: integer('origin_module_id'),
    /** The newest copy published from this original (awaiting, declined or published); null without one. */
    publishedModuleId: integer('published_module_id').references((): AnyPgColumn => modules.id, {
      onDelete: 'set null',
    }),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    index('modules_owner_idx').on(table.ownerId),
    index('modules_origin_idx').on(table.originModuleId),
    check('modules_rows_range', sql`${table.rows} between 1 and 12`),
    check('modules_columns_range', sql`${table.columns} between 1 and 12`),
  ],
)

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** The column number. */
    order: smallint('order').notNull(),
  },
  (table) => [
    uniqueIndex('blocks_module_column_unique').on(table.moduleId, table.order),
    check('blocks_order_range', sql`${table.order} between 1 and 12`),
  ],
)

/** The kinds of topic a cell can show (icon and title); `normal` (id 1) is the default. */
export const topicTypes = pgTable('topic_types', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  title: varchar('title', { length: 80 }).notNull(),
  icon: varchar('icon', { length: 40 }).notNull(),
})

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** The row number. */
    order: smallint('order').notNull(),
    topicTypeId: smallint('topic_type_id')
      .notNull()
      .default(1)
      .references(() => topicTypes.id),
  },
  (table) => [
    // A constraint, not an index: migration 0006 makes it DEFERRABLE INITIALLY IMMEDIATE (Drizzle cannot
    // declare that), so it is checked at the end of each statement and two topics swap cells in one UPDATE.
    unique('topics_block_row_unique').on(table.blockId, table.order),
    check('topics_order_range', sql`${table.order} between 1 and 12`),
  ],
)

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 500 }).notNull(),
    description: text('description').notNull().default(''),
    order: smallint('order').notNull(),
    /** A web address, or the path of an uploaded file when `isLocalLink`. */
    link: varchar('link', { length: 2000 }),
    isLocalLink: boolean('is_local_link').notNull().default(false),
    /** Paths of uploaded original files (any type) for the question and for its solution. */
    sourceQuestion: varchar('source_question', { length: 200 }),
    sourceSolution: varchar('source_solution', { length: 200 }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('questions_topic_idx').on(table.topicId)],
)

/** A question's solution: text (1), the path of an uploaded file (2) or a link (3). */
export const solutions = pgTable(
  'solutions',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .unique()
      .references(() => questions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contentTypeId: smallint('content_type_id').notNull(),
  },
  (table) => [check('solutions_content_type', sql`${table.contentTypeId} in (1, 2, 3)`)],
)

/**
 * An uploaded file. `id` is random and unguessable and is also its name on disk; the web app knows
 * it as the path `/api/teacher/v1/files/{id}`.
 */
export const files = pgTable(
  'files',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 127 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** FileKind of the shared package: what it was uploaded as decides its limits and how it is served. */
    kind: varchar('kind', { length: 20 }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
)

/** PostgreSQL's byte string; node-postgres hands it over as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * A file's bytes when files are kept in the database (FILES_STORE=database, decision 049): pieces
 * of at most 1 MB in order, gone with the file's row. The column is stored uncompressed (migration
 * 0023: pictures and PDFs do not compress, and a range is then read without the whole piece).
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: varchar('file_id', { length: 40 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
)

/** Which modules use a file (in a question, a solution, a source or the cover): who may read it. */
export const moduleFiles = pgTable(
  'module_files',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 40 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.fileId] }),
    index('module_files_file_idx').on(table.fileId),
  ],
)

/**
 * What an owner changed in a module (module, block, topic, question: new, updated, deleted), written
 * in the same transaction as the change; the feed of module changes reads it.
 */
export const moduleChanges = pgTable(
  'module_changes',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    /** ChangeSubject of the shared package. */
    subject: varchar('subject', { length: 20 }).notNull(),
    name: varchar('name', { length: 500 }).notNull(),
    /** ChangeKind of the shared package. */
    kind: varchar('kind', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('module_changes_module_idx').on(table.moduleId, table.createdAt)],
)
