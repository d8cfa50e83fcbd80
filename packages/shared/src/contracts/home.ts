import { z } from 'zod'

/** A class that needs the teacher: nobody has joined it yet, or students left recent homework undone. */
export const attentionClass = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The class code students type to join. */
  code: z.string(),
  /** Active students with homework due in the last days (homeOverviewRules.overdueDays) and not done. */
  students_behind: z.number().int(),
})
export type AttentionClass = z.infer<typeof attentionClass>

/**
 * The start page in one answer: what the teacher already has (the first-steps checklist) and which
 * classes need attention.
 */
export const homeOverview = z.object({
  subjects: z.number().int(),
  classes: z.number().int(),
  students: z.number().int(),
  modules: z.number().int(),
  classes_without_students: z.array(attentionClass),
  classes_with_homework_undone: z.array(attentionClass),
})
export type HomeOverview = z.infer<typeof homeOverview>
