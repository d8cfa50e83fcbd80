import type { CheckItemKind } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { visibleActivation } from '../progress/progress-sql'

// The counts behind GET /checks/statistics (issue 37 item 4, decision 053 "Item statistics"), in one
// statement whatever the class's size: the service turns them into shares and folds the typed answers.

/** An option of a choice item with the attempts that chose it. */
export interface OptionCountRow {
  id: string
  text: string
  correct: boolean
  chosen: number
}

/** A wrong typed answer exactly as submitted, with how many attempts gave it. */
export interface TypedAnswerRow {
  value: string
  count: number
}

export interface ItemCountRow {
  id: string
  position: number
  kind: CheckItemKind
  prompt: string
  foldUmlauts: boolean
  right: number
  latestRight: number
  unanswered: number
  wrongAmongPassed: number
  options: OptionCountRow[]
  typedWrong: TypedAnswerRow[]
}

export interface CheckCountRows {
  topicTitle: string
  passMark: number
  students: number
  passedStudents: number
  attempts: number
  passedAttempts: number
  items: ItemCountRow[]
}

/** The answer `att` gave to item `i`, when it is of the item's kind (a stray kind counts as none). */
const answer = sql`(case when att.answers -> i.ref ->> 'kind' = i.kind then att.answers -> i.ref end)`
const isRight = sql`coalesce((att.results ->> i.ref)::boolean, false)`
/** Nothing given: no answer, an empty typed value, no option ticked. */
const unanswered = sql`(${answer} is null
  or (i.kind in ('number', 'text') and btrim(${answer} ->> 'value', E' \t\r\n') = '')
  or (i.kind = 'single' and coalesce(${answer} ->> 'option', '') = '')
  or (i.kind = 'multiple' and jsonb_array_length(coalesce(${answer} -> 'options', '[]'::jsonb)) = 0))`
const chose = sql`(case i.kind
  when 'single' then ${answer} ->> 'option' = o.value ->> 'id'
  else coalesce(${answer} -> 'options', '[]'::jsonb) @> jsonb_build_array(o.value ->> 'id') end)`
const isCorrect = sql`(case i.kind
  when 'single' then i.key ->> 'correct' = o.value ->> 'id'
  else i.key -> 'correct' @> jsonb_build_array(o.value ->> 'id') end)`

/**
 * The counts of the topic's check in the run, or null when the topic has none; undefined when the
 * caller may not read the run or the topic is not its module's (404, the progress screens' rule).
 * `att` holds the run's submitted attempts of the class's active students (the progress screens'
 * "who counts"), each marked whether it is the student's latest; every count reads it, in memory.
 */
export async function readCheckCounts(
  db: Db,
  input: { eventId: number; topicId: number; userId: number },
): Promise<CheckCountRows | null | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    chk as materialized (
      select c.id, c.pass_percent from act join topic_checks c on c.topic_id = act.topic_id),
    att as materialized (
      select a.user_id, a.answers, a.results, a.passed,
        a.number = max(a.number) over (partition by a.user_id) as latest
      from act
      join chk on true
      join check_attempts a on a.check_id = chk.id and a.event_id = act.event_id
      join group_users gu on gu.group_id = act.group_id and gu.user_id = a.user_id and gu.active
      where a.submitted_at is not null),
    items as (
      select i.position, json_build_object(
        'id', i.ref, 'position', i.position, 'kind', i.kind, 'prompt', i.prompt,
        'foldUmlauts', coalesce((i.key ->> 'fold_umlauts')::boolean, false),
        'right', (select count(*) from att where ${isRight}),
        'latestRight', (select count(*) from att where att.latest and ${isRight}),
        'unanswered', (select count(*) from att where ${unanswered}),
        'wrongAmongPassed', (select count(*) from att where att.passed and not ${isRight}),
        'options', case when i.kind in ('single', 'multiple') then (
          select json_agg(json_build_object(
            'id', o.value ->> 'id', 'text', o.value ->> 'text', 'correct', ${isCorrect},
            'chosen', (select count(*) from att where ${chose})) order by o.ordinality)
          from jsonb_array_elements(i.key -> 'options') with ordinality o) else '[]'::json end,
        'typedWrong', case when i.kind in ('number', 'text') then coalesce((
          select json_agg(json_build_object('value', w.value, 'count', w.count) order by w.count desc, w.value collate "C")
          from (select ${answer} ->> 'value' as value, count(*) as count from att
            where not ${isRight} and not ${unanswered} group by 1) w), '[]'::json) else '[]'::json end
      ) as item
      from chk join check_items i on i.check_id = chk.id)
    select case when chk.id is null then null else json_build_object(
      'topicTitle', act.topic_title, 'passMark', chk.pass_percent,
      'students', (select count(distinct user_id) from att),
      'passedStudents', (select count(distinct user_id) from att where passed),
      'attempts', (select count(*) from att),
      'passedAttempts', (select count(*) from att where passed),
      'items', coalesce((select json_agg(items.item order by items.position) from items), '[]'::json)
    ) end as counts
    from act left join chk on true`)
  const rows = resultRows<{ counts: CheckCountRows | null }>(result)
  return rows.length === 0 ? undefined : rows[0]!.counts
}
