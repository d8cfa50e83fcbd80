import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { subjects } from './school'
import { users } from './users'

/**
 * A learning module and its grid (domain.md "Modules, activations and events"): blocks are the
 * columns, topics the cells, questions belong to a topic. The module issues add their own columns.
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
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [index('modules_owner_idx').on(table.ownerId)],
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
  (table) => [index('blocks_module_idx').on(table.moduleId)],
)

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
    topicTypeId: smallint('topic_type_id').notNull().default(1),
  },
  (table) => [index('topics_block_idx').on(table.blockId)],
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
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('questions_topic_idx').on(table.topicId)],
)
