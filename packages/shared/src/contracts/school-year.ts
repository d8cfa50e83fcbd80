import { z } from 'zod'
import { group, groupName } from './groups'
import { idField } from './subjects'

/**
 * POST /groups/archive: the class goes into the archive with its runs, homework and exams (decision
 * 051). With `next_name`, a new class of that name takes its active students into the next year.
 */
export const archiveClassBody = z.strictObject({ id: idField, next_name: groupName.optional() })
export type ArchiveClassBody = z.infer<typeof archiveClassBody>

/** POST /groups/unarchive: the class comes back, as it was, into the lists and to work in. */
export const unarchiveClassBody = z.strictObject({ id: idField })
export type UnarchiveClassBody = z.infer<typeof unarchiveClassBody>

export const archivedRun = z.object({
  event_id: z.number().int(),
  module: z.object({ id: z.number().int(), name: z.string() }),
  subject: z.object({ title: z.string(), token: z.string() }),
  finished: z.boolean(),
})
export type ArchivedRun = z.infer<typeof archivedRun>

export const archivedClass = z.object({
  id: z.number().int(),
  name: z.string(),
  archived_at: z.string(),
  /** The school year it was archived in, "2025/26". */
  school_year: z.string(),
  /** The day the retention deletes it (yyyy-mm-dd); null while the school keeps archives. */
  delete_on: z.string().nullable(),
  /** Whether that day is within the notice (archiveRules.noticeDays). */
  deleted_soon: z.boolean(),
  students: z.number().int(),
  runs: z.array(archivedRun),
})
export type ArchivedClass = z.infer<typeof archivedClass>

/** GET /groups/archived: the teacher's archived classes, newest first, and the school's retention. */
export const archiveList = z.object({
  classes: z.array(archivedClass),
  /** Years an archived class is kept (ARCHIVE_RETENTION_YEARS); null: kept until taken out or deleted. */
  retention_years: z.number().int().nullable(),
})
export type ArchiveList = z.infer<typeof archiveList>

export const archiveClassAnswer = z.object({
  archived: archivedClass,
  /** The class carried into the next year, when `next_name` came along. */
  next_group: group.nullable(),
})
export type ArchiveClassAnswer = z.infer<typeof archiveClassAnswer>
