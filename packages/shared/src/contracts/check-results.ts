import { z } from 'zod'
import { requiredText } from './common'
import { checkAttestation } from './student-checks'
import { idField } from './subjects'

// What a topic's check attests, as the teacher's screens read it (issue 37 item 3, decision 053): the
// attestation (a passed attempt, or the teacher's decision over the attempts), the latest score, and
// the teacher's override of it. The rule is the server's `attestationSql`, the same as the student's
// `attestationOf`.

/** The longest note of a teacher's decision. */
export const overrideNoteMax = 500

/** The server's texts for the teacher who decides, in "Sie". */
export const checkResultMessages = {
  noteRequired: 'Bitte begründen Sie Ihre Entscheidung in einer Notiz.',
  noteTooLong: `Die Notiz hat höchstens ${overrideNoteMax} Zeichen.`,
} as const

/**
 * One student's result in one topic's check in one run. Absent (in the maps) or null while the
 * student neither submitted an attempt nor the teacher decided.
 */
export const checkResult = z.object({
  /** Null: not attested, neither by a passed attempt nor by the teacher. */
  attestation: checkAttestation.nullable(),
  /** The name of the teacher who decided ("Vorname Nachname"); null without a decision or once the account is gone. */
  decided_by: z.string().nullable(),
  /** Submitted attempts. */
  attempts: z.number().int(),
  /** The latest submitted attempt's score, null before the first. */
  right: z.number().int().nullable(),
  total: z.number().int().nullable(),
})
export type CheckResult = z.infer<typeof checkResult>

/**
 * POST /checks/override: the run's teacher decides whether the topic is attested for the student,
 * over the attempts, with a note saying why. One decision per student, topic and run: a second one
 * replaces it.
 */
export const checkOverrideBody = z.strictObject({
  event_id: idField,
  user_id: idField,
  topic_id: idField,
  attested: z.boolean(),
  note: requiredText(checkResultMessages.noteRequired, overrideNoteMax, checkResultMessages.noteTooLong, {
    multiline: true,
  }),
})
export type CheckOverrideBody = z.infer<typeof checkOverrideBody>

/** POST /checks/override/remove: the attempts decide again. */
export const checkOverrideRemoveBody = z.strictObject({
  event_id: idField,
  user_id: idField,
  topic_id: idField,
})
export type CheckOverrideRemoveBody = z.infer<typeof checkOverrideRemoveBody>
