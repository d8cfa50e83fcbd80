import { type SQL, sql } from 'drizzle-orm'
import { counted } from '../progress/progress-sql'

/**
 * One rule for "a homework is done", used by the teacher's planning lists, the student's homework
 * list and the statistics' not-done list (decision 019): the student has rated every question of
 * the homework's topic within that homework. A first rating alone is progress, not done.
 */

/** How many questions the topic has now (questions added later count too). */
export const questionsOfTopic = (topicId: SQL) =>
  sql`(select count(*)::int from questions q where q.topic_id = ${topicId})`

/** How many of the topic's questions the student has rated within the homework. */
export const ratedInHomework = (eventId: SQL, topicId: SQL, userId: SQL) =>
  sql`(select count(*)::int from evaluations ev join questions q on q.id = ev.question_id
       where ev.event_id = ${eventId} and ev.user_id = ${userId} and q.topic_id = ${topicId}
         and ${counted('ev.grade')})`

/**
 * True when the student has done the homework: the topic has questions (without any there is nothing
 * to do yet) and no more than the student rated. One count of the topic's questions per row.
 */
export const homeworkDone = (eventId: SQL, topicId: SQL, userId: SQL) =>
  sql`(${questionsOfTopic(topicId)} between 1 and ${ratedInHomework(eventId, topicId, userId)})`
