import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { users } from './users'

export const subjectTokenIndex = 'subjects_teacher_token_idx'

/** A teacher's subject (Fach) with its short code (Kürzel), which is the teacher's only once. */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    token: varchar('token', { length: 10 }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    index('subjects_teacher_idx').on(table.teacherId),
    // A Kürzel names one subject of a teacher, whatever its case (decision 009); the index decides,
    // so two requests at the same moment cannot both pass.
    uniqueIndex(subjectTokenIndex).on(table.teacherId, sql`lower(${table.token})`),
  ],
)

/** A class. `token` is the class code students type to join; unique across the platform. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    token: varchar('token', { length: 12 }).notNull(),
    /** The teacher's own practice class `MySelf`: one per teacher, hidden from lists. */
    isOwnPractice: boolean('is_own_practice').notNull().default(false),
    /** The class's id in the school's roster file (sourcedId, SIS ID), once imported (decision 044). */
    rosterSourceId: varchar('roster_source_id', { length: 255 }),
    /**
     * When the teacher archived the class at the end of a school year (issue 36, decision 051): from
     * then on it is read-only and out of every list, and its ratings live in the archive schema.
     */
    archivedAt: timestampColumn('archived_at'),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('groups_token_unique').on(table.token),
    index('groups_teacher_idx').on(table.teacherId),
    uniqueIndex('groups_one_practice_class_per_teacher')
      .on(table.teacherId)
      .where(sql`${table.isOwnPractice}`),
    // A roster file's class is one class of the importing teacher, whatever imports run at once.
    uniqueIndex('groups_teacher_roster_source_unique')
      .on(table.teacherId, table.rosterSourceId)
      .where(sql`${table.rosterSourceId} is not null`),
  ],
)

/** Membership of a student in a class; `active` is the flag the teacher toggles (pivot.active). */
export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** Homework and exams due before a student joined are not counted as not done. */
    joinedAt: timestampColumn('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_users_user_idx').on(table.userId),
  ],
)

/**
 * An existing account invited into a class by a class list (decision 037): not a member until the
 * student accepts in the student app. Kept apart from group_users so that no membership query has to
 * leave invitations out. One row per class and account; a new list renews it. A teacher's account
 * gets a row too (the inviting teacher sees it like any other), which nothing can ever accept.
 */
export const classInvitations = pgTable(
  'class_invitations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The names as the list gave them: the teacher sees these, never the account's own, until accepted. */
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('class_invitations_user_idx').on(table.userId),
  ],
)

/**
 * A student account a teacher's roster import made, by the file's own id (decision 044): the next
 * term's file finds it again instead of making a second one. Per teacher, so that nobody's file can
 * name another teacher's students.
 */
export const rosterStudents = pgTable(
  'roster_students',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceId: varchar('source_id', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teacherId, table.sourceId] }),
    index('roster_students_user_idx').on(table.userId),
  ],
)

export type SubjectRow = typeof subjects.$inferSelect
export type GroupRow = typeof groups.$inferSelect
