import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

// The store's lookups (docs/product/store.md "Metadata and lists"): what a published module is described by.
// Fixed lists, seeded by their migration (0009) for Switzerland, Germany, Austria and Liechtenstein;
// the provider extends them by migration, so ids are stable and small.

export const countries = pgTable('countries', {
  id: smallint('id').primaryKey(),
  /** ISO 3166-1 alpha-2. */
  code: varchar('code', { length: 2 }).notNull().unique(),
  title: varchar('title', { length: 80 }).notNull(),
})

export const languages = pgTable('languages', {
  id: smallint('id').primaryKey(),
  /** ISO 639-1. */
  code: varchar('code', { length: 2 }).notNull().unique(),
  title: varchar('title', { length: 80 }).notNull(),
})

/** A list whose entries belong to one country, in that country's order (from the first year up). */
const countryList = (name: string) =>
  pgTable(
    name,
    {
      id: smallint('id').primaryKey(),
      countryId: smallint('country_id')
        .notNull()
        .references(() => countries.id),
      title: varchar('title', { length: 120 }).notNull(),
      order: integer('order').notNull(),
    },
    (table) => [uniqueIndex(`${name}_country_title_unique`).on(table.countryId, table.title)],
  )

/** A school level as the country's schools name it (Primarstufe, Sekundarstufe I ...). */
export const schoolLevels = countryList('school_levels')

/** A school type as the country's schools name it (Gymnasium, Realschule, Mittelschule ...). */
export const schoolTypes = countryList('school_types')

/** The subjects of the store ({product}_subject_id: lernraster_subject_id), not a teacher's own subjects. */
export const lernrasterSubjects = pgTable('lernraster_subjects', {
  id: smallint('id').primaryKey(),
  title: varchar('title', { length: 80 }).notNull().unique(),
})

export const tags = pgTable('tags', {
  id: smallint('id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull().unique(),
})

/**
 * The price list a publishing teacher chooses from (docs/product/store.md "Metadata and lists"), in crystals.
 */
export const prices = pgTable('prices', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  crystals: integer('crystals').notNull().unique(),
})
