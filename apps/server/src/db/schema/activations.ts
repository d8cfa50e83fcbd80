import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { events } from './events'
import { modules } from './modules'
import { groups } from './school'
import { users } from './users'

/**
 * A module running with a class in a subject (docs/product/glossary.md "Durchführung (run)"): its own id
 * and status (2 active, 4 finished), bound to an event of type 3 for that class and subject. The grid is
 * the module's, by reference: students' evaluations hang on the event and the module's questions.
 *
 * One activation per module and class (the unique index), so two requests at the same moment cannot
 * activate twice. Deleting the event (the activation's removal, the class's deletion) deletes the
 * activation; deleting the module deletes its activations' events first (modules.service.ts).
 */
export const activeModules = pgTable(
  'active_modules',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The event's class, repeated here for the one-activation-per-class index. */
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The teacher who activated it (the class's teacher). */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ModuleStatus: 2 active or 4 finished. */
    statusId: smallint('status_id').notNull(),
    /**
     * Whether the students see the teacher's ratings beside their own (issue 19); the teacher releases
     * them per activation, and until then only the class's teacher and the module's owner see them.
     */
    teacherRatingsReleased: boolean('teacher_ratings_released').notNull().default(false),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('active_modules_module_group_unique').on(table.moduleId, table.groupId),
    index('active_modules_teacher_idx').on(table.teacherId, table.statusId),
    index('active_modules_group_idx').on(table.groupId),
    check('active_modules_status', sql`${table.statusId} in (2, 4)`),
  ],
)

/**
 * A module its owner shared with another teacher (docs/product/modules.md "Sharing"): who may view, activate
 * and copy it.
 */
export const moduleShares = pgTable(
  'module_shares',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.userId] }),
    index('module_shares_user_idx').on(table.userId),
  ],
)

/**
 * A published module a teacher bought with crystals (docs/product/glossary.md "Kristalle (crystals)").
 * Issue "Learning modules 4" writes it; the Available tab and the viewing rule read it already.
 */
export const modulePurchases = pgTable(
  'module_purchases',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crystals: integer('crystals').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.userId] }),
    index('module_purchases_user_idx').on(table.userId),
  ],
)
