import { z } from 'zod'
import { teacherRatingMessages } from '../messages/teacher-ratings'
import { isHalfStepGrade } from '../student'
import { teacherRatingLimits } from '../teacher-ratings'
import { idField, idParam } from './subjects'

// The teacher's judgment beside the student's self-rating (issue 19): per question, for one student
// or several at once, on the students' scale (0 to 6 in half steps). Both ratings are stored apart;
// neither overwrites the other. Only the teacher whose class runs the activation and the module's
// owner rate and read them (the same rule as the progress screens).

const teacherGrade = z
  .number({ error: teacherRatingMessages.gradeInvalid })
  .refine(isHalfStepGrade, { error: teacherRatingMessages.gradeInvalid, abort: true })

/**
 * POST /teacherRatings/store: one grade for each chosen student, on one question or on every question
 * of a topic (a whole topic at once).
 */
export const teacherRatingStoreBody = z
  .strictObject({
    event_id: idField,
    user_ids: z
      .array(idField, { error: teacherRatingMessages.studentsRequired })
      .min(1, { error: teacherRatingMessages.studentsRequired })
      .max(teacherRatingLimits.studentsMax, { error: teacherRatingMessages.studentsTooMany }),
    grade: teacherGrade,
    question_id: idField.optional(),
    topic_id: idField.optional(),
  })
  .refine((body) => (body.question_id === undefined) !== (body.topic_id === undefined), {
    error: teacherRatingMessages.questionOrTopic,
    path: ['question_id'],
  })
export type TeacherRatingStoreBody = z.infer<typeof teacherRatingStoreBody>

/** One teacher rating as it stands: who rated last and when. */
export const teacherRating = z.object({
  user_id: z.number().int(),
  question_id: z.number().int(),
  grade: z.number(),
  /** The teacher who rated last; null once that account is gone. */
  rated_by: z.number().int().nullable(),
  rated_at: z.string(),
})
export type TeacherRating = z.infer<typeof teacherRating>
export const teacherRatingList = z.array(teacherRating)

/** GET /teacherRatings/byTopic: the teacher ratings of a topic for the class's active students. */
export const teacherRatingsByTopicQuery = z.strictObject({ event_id: idParam, topic_id: idParam })

/** GET /teacherRatings/history: every change of one rating, newest first. */
export const teacherRatingHistoryQuery = z.strictObject({
  event_id: idParam,
  user_id: idParam,
  question_id: idParam,
})

export const teacherRatingChange = z.object({
  /** The grade before this change; null for the first rating. */
  grade_before: z.number().nullable(),
  grade: z.number(),
  rated_by: z.number().int().nullable(),
  /** The rater's name as it is now ("" once the account is gone). */
  rated_by_name: z.string(),
  rated_at: z.string(),
})
export type TeacherRatingChange = z.infer<typeof teacherRatingChange>
export const teacherRatingHistory = z.array(teacherRatingChange)
