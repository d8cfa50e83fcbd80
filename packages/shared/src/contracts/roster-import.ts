import { z } from 'zod'
import { rosterClassOutcomes, rosterFormats, rosterStudentOutcomes } from '../roster'

/**
 * POST /groups/importRoster (decision 044): a multipart form, the text field `commit` first, then
 * one or more files in `files` (CSV files of a SDS set, or one zip). Without commit it is only
 * checked (the preview); with it, everything is imported or nothing.
 */
export const rosterImportFields = z.strictObject({
  commit: z.enum(['true', 'false']).default('false'),
})
export type RosterImportFields = z.output<typeof rosterImportFields>

/** The whole form, for the API's documentation; the route reads the parts as they stream in. */
export const rosterImportForm = rosterImportFields.extend({ files: z.array(z.file()) })

export const rosterClassRow = z.object({
  /** The class's id in the file (sourcedId, SIS ID). */
  source_id: z.string(),
  name: z.string(),
  outcome: z.enum(rosterClassOutcomes),
  /** The class here, once it exists. */
  group_id: z.number().int().nullable(),
  /** Students the file enrolls in it. */
  students: z.number().int(),
})
export type RosterClassRow = z.infer<typeof rosterClassRow>

export const rosterStudentRow = z.object({
  /** Where the enrollment is, null for a member the file no longer names (`inactive`). */
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  class_source_id: z.string(),
  class_name: z.string(),
  /** The student's id in the file; null for a member the file no longer names. */
  source_id: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  /** The file's address, when it gives one: such a line goes the class list's way (decision 037). */
  email: z.string().nullable(),
  outcome: z.enum(rosterStudentOutcomes),
  /** The user name a new account gets (a proposal in the preview), or the account's. */
  username: z.string().nullable(),
  /** Only in the commit's answer, for new accounts, and never again. */
  start_password: z.string().nullable(),
  user_id: z.number().int().nullable(),
})
export type RosterStudentRow = z.infer<typeof rosterStudentRow>

export const rosterProblem = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  message: z.string(),
})
export type RosterProblem = z.infer<typeof rosterProblem>

export const rosterImportAnswer = z.object({
  format: z.enum(rosterFormats),
  classes: z.array(rosterClassRow),
  students: z.array(rosterStudentRow),
  /** Problems of single lines; the commit is refused while there is one. */
  problems: z.array(rosterProblem),
  imported: z.boolean(),
})
export type RosterImportAnswer = z.infer<typeof rosterImportAnswer>
