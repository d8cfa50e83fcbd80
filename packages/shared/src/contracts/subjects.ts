import { z } from 'zod'
import { schoolMessages } from '../messages/school'
import { schoolLimits } from '../school'
import { requiredText } from './common'

/** A positive database id in a JSON body: a number, never a string, boolean or list. */
export const idField = z
  .number({ error: schoolMessages.idInvalid })
  .int({ error: schoolMessages.idInvalid })
  .min(1, { error: schoolMessages.idInvalid })
  .max(schoolLimits.idMax, { error: schoolMessages.idInvalid })

/** The same id in a query string or a path: decimal digits only (no "0x10", "1e3" or " 5"). */
export const idParam = z
  .string({ error: schoolMessages.idInvalid })
  .regex(/^\d{1,10}$/, { error: schoolMessages.idInvalid })
  .transform(Number)
  .pipe(idField)

export const subject = z.object({
  id: z.number().int(),
  title: z.string(),
  token: z.string(),
})
export type Subject = z.infer<typeof subject>

export const subjectList = z.array(subject)

// docs/product/subjects-and-classes.md "Subjects": the title is checked first; the object's key order is the
// order of the messages.
const subjectFields = {
  title: requiredText(
    schoolMessages.subjectTitleRequired,
    schoolLimits.subjectTitleMax,
    schoolMessages.subjectTitleTooLong,
  ),
  token: requiredText(
    schoolMessages.subjectTokenRequired,
    schoolLimits.subjectTokenMax,
    schoolMessages.subjectTokenTooLong,
  ),
}

export const subjectStoreBody = z.strictObject(subjectFields)
export type SubjectStoreBody = z.infer<typeof subjectStoreBody>

export const subjectUpdateBody = z.strictObject({ id: idField, ...subjectFields })
export type SubjectUpdateBody = z.infer<typeof subjectUpdateBody>

export const subjectRemoveBody = z.strictObject({ id: idField })
export type SubjectRemoveBody = z.infer<typeof subjectRemoveBody>
