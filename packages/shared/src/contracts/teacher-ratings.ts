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

/** A teacher rating as the progress screens join it to the students' ratings. */
export const eventTeacherRating = z.object({
  user_id: z.number().int(),
  question_id: z.number().int(),
  grade: z.number(),
})
export type EventTeacherRating = z.infer<typeof eventTeacherRating>

/**
 * GET /teacherRatings/byEvent?event_id: every teacher rating of the activation's active students (for
 * the gap marks on tiles, cards and the rating list) and whether the students see them.
 */
export const teacherRatingsByEventQuery = z.strictObject({ event_id: idParam })
export const eventTeacherRatings = z.object({
  released: z.boolean(),
  ratings: z.array(eventTeacherRating),
})
export type EventTeacherRatings = z.infer<typeof eventTeacherRatings>

/** POST /teacherRatings/release: the students of the activation see the teacher's ratings, or no longer. */
export const teacherRatingReleaseBody = z.strictObject({
  event_id: idField,
  released: z.boolean({ error: teacherRatingMessages.releasedInvalid }),
})
export const teacherRatingRelease = z.object({ released: z.boolean() })

/**
 * GET /teacherRatings/calibration?event_id: the class view of the gaps (calibration.ts). Topics with
 * any pair, the most large gaps first, then the largest gap, then grid order; every active student by
 * name (as a German reader sorts), with no pair their share and mean are null.
 */
export const calibrationQuery = z.strictObject({ event_id: idParam })
export const calibrationTopic = z.object({
  topic_id: z.number().int(),
  title: z.string(),
  /** Where the topic sits: block (1-based) and row. */
  column: z.number().int(),
  row: z.number().int(),
  /** Questions both rated, over the class. */
  pairs: z.number().int(),
  /** Pairs 2 steps or more apart; `higher`: the student rated higher than the teacher. */
  large_gaps: z.number().int(),
  higher: z.number().int(),
  lower: z.number().int(),
  /** The largest gap in steps (absolute value), 0 without a pair. */
  largest_gap: z.number(),
})
export type CalibrationTopic = z.infer<typeof calibrationTopic>
export const calibrationStudent = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  pairs: z.number().int(),
  /** "Selbsteinschätzung trifft": pairs within 1 step, percent; null without a pair. */
  hit_share: z.number().int().nullable(),
  /** Mean of the student's grade minus the teacher's, 2 decimals: above 0 rates themselves higher. */
  mean_gap: z.number().nullable(),
  /**
   * Issue 31: the mean size of the gaps, whichever way, 2 decimals; null without a pair. How well a
   * student judges themselves is read from it (selfJudgment), the direction from `mean_gap`.
   */
  mean_absolute_gap: z.number().nullable(),
  higher: z.number().int(),
  lower: z.number().int(),
  /** Issue 37: topics whose check the student submitted or the teacher decided on. */
  checks: z.number().int(),
  /** Of those, attested (a passed attempt or the teacher's decision). */
  checks_attested: z.number().int(),
  /** Of those, where the student's self-rating reached the goal but the check does not attest it. */
  reached_not_attested: z.number().int(),
})
export type CalibrationStudent = z.infer<typeof calibrationStudent>
/**
 * Issue 37 item 3: self-assessment against the check, per topic with a check. A student counts once
 * they submitted an attempt or the teacher decided; "reached" is the self-rating's average at or
 * above the student's goal.
 */
export const calibrationCheck = z.object({
  topic_id: z.number().int(),
  title: z.string(),
  column: z.number().int(),
  row: z.number().int(),
  /** Students with a result. */
  results: z.number().int(),
  attested: z.number().int(),
  /** Self-rating reached the goal, the check does not attest it. */
  reached_not_attested: z.number().int(),
  /** Self-rating below the goal (or none), yet attested. */
  below_attested: z.number().int(),
  /** reached_not_attested of those whose self-rating reached the goal, percent; null when none did. */
  reached_not_attested_share: z.number().int().nullable(),
})
export type CalibrationCheck = z.infer<typeof calibrationCheck>
export const calibration = z.object({
  topics: z.array(calibrationTopic),
  students: z.array(calibrationStudent),
  /** Topics with a check and at least one result, in grid order (column, row). */
  checks: z.array(calibrationCheck),
})
export type Calibration = z.infer<typeof calibration>

/** GET /api/student/v1/teacherRatings?event_id: the teacher's ratings of the caller, once released. */
export const ownTeacherRatingsQuery = z.strictObject({ event_id: idParam })
export const ownTeacherRatings = z.object({
  released: z.boolean(),
  /** Empty until released. */
  ratings: z.array(z.object({ question_id: z.number().int(), grade: z.number() })),
})
export type OwnTeacherRatings = z.infer<typeof ownTeacherRatings>
