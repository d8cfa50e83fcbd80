import type { TopicQuestion, TopicUser } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { checkResultRows } from '../core/check-results-sql'
import { average2, counted, percentOf, tooFast, visibleActivation } from './progress-sql'

// The topic statistics dialog (docs/product/progress.md "Topic statistics dialog"): one topic of an
// activation, per student and per question. One statement each; undefined when the caller may not read the
// activation or the topic is not one of its module's (404).

interface TopicInput {
  eventId: number
  topicId: number
  userId: number
}

// Each (student, question) pair of the topic is one lookup in the unique index (user, event, question),
// so the work grows with questions x students whatever the planner knows (the embedded PGlite has no
// table statistics). The event and topic come in as values, not from `act`: only then does the planner
// use all three columns of the index. `act` still gates every row (no row when the caller may not
// read it). Only counted grades (1 to 6).

/** Per active member `gu`, the member's counted ratings `ev` of the topic's questions. */
const ratingsOfMember = (input: TopicInput) => sql`left join lateral (
    select ev.id, ev.grade, ev.seconds_spent, ev.rated_at
    from questions q
    join evaluations ev on ev.user_id = gu.user_id and ev.event_id = ${input.eventId} and ev.question_id = q.id
    where q.topic_id = ${input.topicId} and ${counted('ev.grade')}
  ) ev on true`

/** Per question `q`, the class's counted ratings `ev` of it (members of the class `act`). */
const ratingsOfQuestion = (input: TopicInput) => sql`left join lateral (
    select ev.id, ev.user_id, ev.grade, ev.seconds_spent
    from group_users gu
    join evaluations ev on ev.user_id = gu.user_id and ev.event_id = ${input.eventId} and ev.question_id = q.id
    where gu.group_id = act.group_id and gu.active and ${counted('ev.grade')}
  ) ev on true`

/**
 * Counts over ratings `ev`: evaluations (count() skips the pairs without one), average, too_fast =
 * timed ratings under 120 s, timed = ratings with the time recorded.
 */
const ratingCounts = sql`count(ev.id)::int as evaluations, avg(ev.grade) as average,
  count(*) filter (where ${tooFast('ev.seconds_spent')})::int as too_fast,
  count(ev.seconds_spent)::int as timed`

/**
 * GET /modules/loadUsersByTopic: every active student, also those without a rating (average null,
 * progress 0). Progress = counted ratings / questions of the topic; seconds_spent sums the timed
 * ones; last_rated_at is the newest counted rating. By name as the database sorts it (the service
 * sorts the German way).
 */
export async function readTopicUsers(db: Db, input: TopicInput): Promise<TopicUser[] | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    topic_size as (select count(*)::int as questions from act join questions q on q.topic_id = act.topic_id),
    per_user as materialized (
      select u.id, u.firstname, u.lastname, u.goal, ${ratingCounts},
        coalesce(sum(ev.seconds_spent), 0)::int as seconds_spent,
        -- When the student gave it (decision 028), not when it arrived from an offline device.
        max(ev.rated_at) as last_at
      from act
      join group_users gu on gu.group_id = act.group_id and gu.active
      join users u on u.id = gu.user_id
      ${ratingsOfMember(input)}
      group by u.id),
    -- Issue 37 item 3: the members' results in the topic's check (core/check-results-sql.ts).
    check_results as materialized (
      select cr.user_id, cr.result from (${checkResultRows(input.eventId)}) cr
      where cr.topic_id = ${input.topicId})
    select coalesce((
      select json_agg(json_build_object(
        'id', pu.id, 'firstname', pu.firstname, 'lastname', pu.lastname, 'goal', pu.goal::float8,
        'average', ${average2('pu.average')},
        'progress', ${percentOf('pu.evaluations', 'ts.questions')},
        'evaluations', pu.evaluations, 'too_fast', pu.too_fast, 'timed', pu.timed,
        'seconds_spent', pu.seconds_spent, 'last_rated_at', ${isoTimestamp('pu.last_at')},
        'check', cr.result
      ) order by pu.lastname, pu.firstname, pu.id)
      from per_user pu cross join topic_size ts
      left join check_results cr on cr.user_id = pu.id), '[]'::json) as users
    from act`)
  return resultRows<{ users: TopicUser[] }>(result)[0]?.users
}

/** GET /modules/loadQuestionsByTopic: each question of the topic by order, with the class's counted ratings. */
export async function readTopicQuestions(db: Db, input: TopicInput): Promise<TopicQuestion[] | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    per_question as materialized (
      select q.id, q.title, q."order", ${ratingCounts}
      from act
      join questions q on q.topic_id = act.topic_id
      ${ratingsOfQuestion(input)}
      group by q.id)
    select coalesce((
      select json_agg(json_build_object(
        'id', pq.id, 'title', pq.title, 'order', pq."order",
        'average', ${average2('pq.average')},
        'evaluations', pq.evaluations, 'too_fast', pq.too_fast, 'timed', pq.timed
      ) order by pq."order", pq.id)
      from per_question pq), '[]'::json) as questions
    from act`)
  return resultRows<{ questions: TopicQuestion[] }>(result)[0]?.questions
}
