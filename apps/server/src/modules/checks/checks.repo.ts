import type { CheckItem, TopicCheck } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'

/** The module a topic belongs to, and the topic's title; undefined for a topic that does not exist. */
export async function moduleOfTopic(
  db: Db,
  topicId: number,
): Promise<{ moduleId: number; title: string } | undefined> {
  const result = await db.execute(sql`
    select b.module_id as "moduleId", t.title from topics t join blocks b on b.id = t.block_id where t.id = ${topicId}`)
  return resultRows<{ moduleId: number; title: string }>(result)[0]
}

/** The topic's check with its items in their order, as the answer's JSON; null without one. One statement. */
export async function readTopicCheck(db: Db, topicId: number): Promise<TopicCheck | null> {
  const result = await db.execute(sql`
    select json_build_object(
      'topic_id', c.topic_id, 'pass_percent', c.pass_percent, 'opens', c.opens,
      'wait_hours', c.wait_hours, 'max_attempts', c.max_attempts, 'time_limit_minutes', c.time_limit_minutes,
      'items', coalesce((
        select json_agg(jsonb_build_object('id', i.ref, 'kind', i.kind, 'picture', i.picture,
            'prompt', i.prompt, 'feedback', i.feedback) || i.key
          order by i.position)
        from check_items i where i.check_id = c.id), '[]'::json),
      'taken', exists (select 1 from check_attempts a where a.check_id = c.id and a.submitted_at is not null)
        or exists (select 1 from archive.check_attempts a where a.check_id = c.id),
      'updated_at', ${isoTimestamp('c.updated_at')}
    ) as "check"
    from topic_checks c where c.topic_id = ${topicId}`)
  return resultRows<{ check: TopicCheck }>(result)[0]?.check ?? null
}

export interface CheckSettings {
  passPercent: number
  opens: string
  waitHours: number
  maxAttempts: number | null
  timeLimitMinutes: number | null
}

/**
 * Writes the topic's check: its settings (one row per topic, whatever two saves at the same moment do)
 * and its items, the old ones replaced. Answers nothing; the caller reads the check back.
 */
export async function writeTopicCheck(
  tx: Db,
  input: { topicId: number; settings: CheckSettings; items: (CheckItem & { id: string })[]; now: Date },
): Promise<void> {
  const { settings } = input
  const now = input.now.toISOString()
  const checkId = singleValue<number>(
    await tx.execute(sql`
      insert into topic_checks
        (topic_id, pass_percent, opens, wait_hours, max_attempts, time_limit_minutes, created_at, updated_at)
      values (${input.topicId}, ${settings.passPercent}, ${settings.opens}, ${settings.waitHours},
        ${settings.maxAttempts}, ${settings.timeLimitMinutes}, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (topic_id) do update set pass_percent = excluded.pass_percent, opens = excluded.opens,
        wait_hours = excluded.wait_hours, max_attempts = excluded.max_attempts,
        time_limit_minutes = excluded.time_limit_minutes, updated_at = excluded.updated_at
      returning id`),
  )
  await tx.execute(sql`delete from check_items where check_id = ${checkId}`)
  await tx.execute(sql`
    insert into check_items (check_id, position, ref, kind, prompt, picture, feedback, key)
    select ${checkId}, x.ordinality, x.item->>'id', x.item->>'kind', x.item->>'prompt', x.item->>'picture',
      x.item->>'feedback', x.item - 'id' - 'kind' - 'picture' - 'prompt' - 'feedback'
    from jsonb_array_elements(${JSON.stringify(input.items)}::jsonb) with ordinality x(item, ordinality)`)
}

/** Removes the topic's check with its items; false when it had none. */
export async function deleteTopicCheck(tx: Db, topicId: number): Promise<boolean> {
  const result = await tx.execute(sql`delete from topic_checks where topic_id = ${topicId} returning id`)
  return resultRows(result).length > 0
}
