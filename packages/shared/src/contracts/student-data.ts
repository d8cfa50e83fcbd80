import { z } from 'zod'
import { idParam } from './subjects'

/**
 * All of a student's data, as the student or the teacher who made the account downloads it
 * (issue 34 item 4, decision 045): the account, the classes, and every row written by or about the
 * student, each with the names of what it belongs to, so that it reads without our database. Times
 * are ISO 8601 in UTC; grades are on the Swiss scale 1 to 6 in half steps.
 */
const where = {
  class_name: z.string(),
  subject: z.string(),
}
const inModule = { ...where, module: z.string(), topic: z.string() }
const onQuestion = { ...inModule, question: z.string() }

export const studentDataExport = z.object({
  /** Names this document's shape; a later shape gets a new name. */
  format: z.literal('lernraster-schuelerdaten-1'),
  exported_at: z.string(),
  account: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    created_at: z.string(),
    /** The teacher who made the account from a list of names; null for one the student registered. */
    created_by: z.string().nullable(),
    /** The goal for subjects without one of their own. */
    general_goal: z.number(),
  }),
  classes: z.array(
    z.object({ class_name: z.string(), teacher: z.string(), active: z.boolean(), joined_at: z.string() }),
  ),
  invitations: z.array(
    z.object({ class_name: z.string(), teacher: z.string(), invited_at: z.string(), expires_at: z.string() }),
  ),
  goals: z.array(z.object({ subject: z.string(), goal: z.number(), updated_at: z.string() })),
  self_ratings: z.array(
    z.object({
      ...onQuestion,
      grade: z.number(),
      goal: z.number(),
      seconds_spent: z.number().int().nullable(),
      rated_at: z.string(),
    }),
  ),
  /** Only those the teacher has released to the student, in the student's own download. */
  teacher_ratings: z.array(z.object({ ...onQuestion, grade: z.number(), rated_at: z.string() })),
  exams: z.array(
    z.object({
      ...where,
      topic: z.string().nullable(),
      due_at: z.string(),
      self_assessment_before: z.number().nullable(),
      self_assessment_after: z.number().nullable(),
      grade: z.number().nullable(),
    }),
  ),
  feedbacks: z.array(
    z.object({
      ...onQuestion,
      kind: z.string(),
      content: z.string(),
      solved: z.boolean(),
      created_at: z.string(),
    }),
  ),
  help_requests: z.array(
    z.object({ ...inModule, text: z.string(), created_at: z.string(), handled_at: z.string().nullable() }),
  ),
  next_steps: z.array(z.object({ ...inModule, pinned_at: z.string() })),
  /** The topic checks taken (issue 37): each submitted attempt with its score and answers as sent. */
  check_attempts: z.array(
    z.object({
      ...inModule,
      number: z.number().int(),
      started_at: z.string(),
      submitted_at: z.string(),
      right: z.number().int(),
      total: z.number().int(),
      passed: z.boolean(),
      answers: z.record(z.string(), z.unknown()),
    }),
  ),
  /** The teacher's decisions on the student's checks, with their notes. */
  check_decisions: z.array(
    z.object({ ...inModule, attested: z.boolean(), note: z.string(), decided_at: z.string() }),
  ),
  /** The school sign-ins linked to the account (decision 043): the provider and its id for the person. */
  school_accounts: z.array(
    z.object({
      issuer: z.string(),
      subject: z.string(),
      school: z.string().nullable(),
      linked_at: z.string(),
    }),
  ),
  /** The ids of the person in school administration files a teacher imported (decision 044). */
  roster_ids: z.array(z.object({ teacher: z.string(), source_id: z.string(), imported_at: z.string() })),
  /**
   * Open sessions, and the browsers the account signed in from that may sign in while strangers'
   * wrong passwords hold the account (decision 010).
   */
  sign_ins: z.object({ open_sessions: z.number().int(), known_browsers: z.number().int() }),
})
export type StudentDataExport = z.infer<typeof studentDataExport>

/** POST /account/delete (student app): the own password confirms it. */
export const deleteOwnAccountBody = z.strictObject({ password: z.string().min(1).max(200) })
export type DeleteOwnAccountBody = z.infer<typeof deleteOwnAccountBody>

export const accountDeletedAnswer = z.object({ deleted: z.literal(true) })
export type AccountDeletedAnswer = z.infer<typeof accountDeletedAnswer>

/** The teacher's calls on an account they made (decision 038): by its id. */
export const studentAccountParams = z.strictObject({ userId: idParam })

/**
 * GET /studentAccounts: an account the teacher made (decision 038) that is in none of their classes
 * any more (removed with "keep", decision 042): still theirs to look after, to download or delete.
 */
export const accountWithoutClass = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
})
export type AccountWithoutClass = z.infer<typeof accountWithoutClass>
export const accountsWithoutClass = z.array(accountWithoutClass)
