import { index, integer, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { files } from './modules'
import { users } from './users'

/**
 * The trash (issue 31, decision 022): what a teacher removed - a module, a run, a class, a subject, or a
 * part of a grid - with every row that depended on it, kept as data for 30 days so that it can come back
 * whole. The rows themselves are deleted from their tables when the item is made, so nothing in the trash
 * is visible anywhere else; restoring inserts them again with their own ids.
 */
export const trashItems = pgTable(
  'trash_items',
  {
    id: serial('id').primaryKey(),
    /** The teacher who removed it and alone may restore it or delete it for good. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** module | activation | class | subject | block | topic | row | column (packages/shared trash.ts). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** What the teacher recognises it by: the module's, class's or subject's name, the topic's title. */
    title: varchar('title', { length: 255 }).notNull(),
    /** What the list shows beside the title and what a restore needs: class, module, counts. */
    details: jsonb('details').notNull(),
    /** The removed rows, table by table, and the references elsewhere that the removal set to null. */
    payload: jsonb('payload').notNull(),
    trashedAt: timestampColumn('trashed_at').notNull(),
    /** After this moment the maintenance deletes the item for good (30 days after trashedAt). */
    purgeAfter: timestampColumn('purge_after').notNull(),
  },
  (table) => [
    index('trash_items_owner_idx').on(table.ownerId, table.trashedAt),
    index('trash_items_purge_idx').on(table.purgeAfter),
  ],
)

/**
 * Files that rows in the trash name (a module's worksheets and cover): the unused-upload sweep keeps
 * them while the item is in the trash, and may delete them once it is gone.
 */
export const trashItemFiles = pgTable(
  'trash_item_files',
  {
    trashItemId: integer('trash_item_id')
      .notNull()
      .references(() => trashItems.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 40 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.trashItemId, table.fileId] }),
    index('trash_item_files_file_idx').on(table.fileId),
  ],
)
