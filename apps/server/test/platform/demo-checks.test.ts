import { type CheckAnswer, type CheckItem, scoreAttempt, scoringKeyOf } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { standingDemoLink } from '../../src/modules/demo/demo.service'
import { API, api, body } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 37 item 6: the demo has checks on two grids' first topics, with passed and failed attempts
// and one teacher's decision - each as the app itself would have written it (decision 053).

const t = useTestApp()
let demo: ReturnType<typeof api>

beforeAll(async () => {
  const token = new URL(await standingDemoLink(t.app.ctx)).searchParams.get('token')
  const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
  demo = api(t.app, body<{ api_token: string }>(login).api_token)
})

interface AttemptRow {
  check_id: number
  topic_id: number
  user_id: number
  number: number
  passed: boolean
  right_count: number
  item_count: number
  answers: Record<string, CheckAnswer>
  pass_percent: number
  items: (CheckItem & { id: string })[]
  rated_all_before: boolean
}

async function attempts(): Promise<AttemptRow[]> {
  const result = await t.app.ctx.db.execute(sql`
    select a.check_id, c.topic_id, a.user_id, a.number, a.passed, a.right_count, a.item_count, a.answers, c.pass_percent,
      (select json_agg(jsonb_build_object('id', i.ref, 'kind', i.kind, 'prompt', i.prompt, 'feedback', i.feedback,
         'picture', i.picture) || i.key order by i.position) from check_items i where i.check_id = c.id) as items,
      not exists (select 1 from questions q where q.topic_id = c.topic_id and not exists (
        select 1 from evaluations ev where ev.question_id = q.id and ev.event_id = a.event_id
          and ev.user_id = a.user_id and ev.rated_at <= a.started_at)) as rated_all_before
    from check_attempts a join topic_checks c on c.id = a.check_id
    order by a.id`)
  return resultRows<AttemptRow>(result)
}

describe('the demo checks', () => {
  it('stand on two grids, of five items each, read by the teacher as taken', async () => {
    const checks = resultRows<{ topic_id: number; items: number }>(
      await t.app.ctx.db.execute(sql`
        select c.topic_id, (select count(*) from check_items i where i.check_id = c.id)::int as items
        from topic_checks c`),
    )
    expect(checks.map((check) => check.items)).toEqual([5, 5])
    for (const check of checks) {
      const read = await demo.get('/checks/byTopic', { topic_id: String(check.topic_id) })
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json()).toMatchObject({ taken: true, items: expect.any(Array) })
    }
  })

  it('were taken by students who had rated the whole topic, scored as the server scores', async () => {
    const rows = await attempts()
    expect(rows.length).toBeGreaterThan(8)
    expect(rows.some((row) => row.passed)).toBe(true)
    expect(rows.some((row) => !row.passed)).toBe(true)
    expect(rows.some((row) => row.number === 2)).toBe(true)
    for (const row of rows) {
      expect(row.rated_all_before).toBe(true)
      const score = scoreAttempt(
        row.items.map((item) => scoringKeyOf(item)),
        row.items.map((item) => row.answers[item.id]),
        row.pass_percent,
      )
      expect({ right: row.right_count, total: row.item_count, passed: row.passed }).toEqual({
        right: score.right,
        total: score.total,
        passed: score.passed,
      })
    }
  })

  it('have one decision of the teacher per check: a failed student attested, with a note', async () => {
    const decisions = resultRows<{ attested: boolean; note: string; passed_any: boolean }>(
      await t.app.ctx.db.execute(sql`
        select o.attested, o.note, exists (select 1 from check_attempts a where a.check_id = o.check_id
          and a.event_id = o.event_id and a.user_id = o.user_id and a.passed) as passed_any
        from check_overrides o order by o.id`),
    )
    expect(decisions).toEqual([
      { attested: true, note: expect.stringMatching(/\S/), passed_any: false },
      { attested: true, note: expect.stringMatching(/\S/), passed_any: false },
    ])
  })
})
