import {
  type ActiveModule,
  type AvailableModule,
  type ChangeFeedItem,
  ModuleStatus,
  type NewestEvaluation,
  type StudentFeedback,
  type StudentNextStep,
} from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema'
import { resultRows } from '../../src/lib/result-rows'
import { demoTeacherEmail, resetDemoAccounts, standingDemoLink } from '../../src/modules/demo/demo.service'
import { colleagueModule, demoColleague } from '../../src/modules/demo/school/demo-colleague'
import { demoDraftModule } from '../../src/modules/demo/school/subject-topics'
import { API, api, body } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 12 "Demo data": the demo teacher's modules run, as the demo teacher sees them after a reset.

const t = useTestApp()
let demo: ReturnType<typeof api>
let teacherId: number
let colleagueId: number
const hour = 60 * 60 * 1000
const ageOf = (iso: string) => t.app.ctx.clock.now().getTime() - new Date(iso).getTime()

beforeAll(async () => {
  const token = new URL(await standingDemoLink(t.app.ctx)).searchParams.get('token')
  const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
  demo = api(t.app, body<{ api_token: string }>(login).api_token)
  const find = (email: string) => t.app.ctx.db.select().from(users).where(eq(users.email, email))
  teacherId = (await find(demoTeacherEmail(t.app.ctx.config.PRODUCT_DOMAIN)))[0]!.id
  colleagueId = (await find(demoColleague.email))[0]!.id
})

/**
 * Per activation of a current class and student: ratings, their mean distance from the goal, and the
 * share on levels 1-2. Last year's 6a is archived (its ratings are in the archive schema, write-last-year.ts).
 */
async function ratingsByStudent() {
  const result = await t.app.ctx.db.execute(sql`
    select a.id as activation, gu.user_id, count(ev.id)::int as ratings,
      avg(ev.grade - ev.goal)::float8 as distance,
      count(ev.id) filter (where t."order" <= 2)::int as low_levels,
      bool_and(ev.grade * 2 = round(ev.grade * 2) and ev.grade between 0 and 6
        and ev.goal * 2 = round(ev.goal * 2) and ev.goal between 0 and 6) as on_scale
    from active_modules a
      join events e on e.id = a.event_id
      join groups g on g.id = e.group_id and g.archived_at is null
      join group_users gu on gu.group_id = e.group_id and gu.active
      left join evaluations ev on ev.event_id = e.id and ev.user_id = gu.user_id
      left join questions q on q.id = ev.question_id
      left join topics t on t.id = q.topic_id
    where a.teacher_id = ${teacherId}
    group by a.id, gu.user_id`)
  return resultRows<{
    activation: number
    ratings: number
    distance: number | null
    low_levels: number
    on_scale: boolean | null
  }>(result)
}

// The demo is made (as on a first start), a visitor plays, the nightly reset runs: the reset must give
// the same rows as the first making, and the checks below then read what it restored.
describe('the reset', () => {
  /** Rows of everything the running modules add, of the demo's accounts, and the colleague's account. */
  async function counts() {
    const people = sql.join([teacherId, colleagueId], sql`, `)
    const result = await t.app.ctx.db.execute(sql`
      select
        (select count(*)::int from active_modules where teacher_id in (${people})) as active_modules,
        (select count(*)::int from active_modules where teacher_id in (${people}) and status_id = 2) as active,
        (select count(*)::int from events where teacher_id in (${people})) as events,
        (select count(*)::int from evaluations) as evaluations,
        (select count(*)::int from modules where owner_id in (${people})) as modules,
        (select count(*)::int from files where owner_id in (${people})) as files,
        (select count(*)::int from module_shares) as module_shares,
        (select count(*)::int from module_changes) as module_changes,
        (select count(*)::int from student_feedbacks) as student_feedbacks,
        (select count(*)::int from student_feedbacks where solved) as solved,
        (select count(*)::int from teacher_ratings) as teacher_ratings,
        (select count(*)::int from teacher_rating_changes) as teacher_rating_changes,
        (select count(*)::int from help_requests) as help_requests,
        (select count(*)::int from groups where teacher_id in (${people}) and archived_at is not null) as archived,
        (select count(*)::int from archive.evaluations) as archived_evaluations,
        (select count(*)::int from archive.teacher_ratings) as archived_teacher_ratings,
        (select count(*)::int from next_step_pins) as next_step_pins,
        (select count(*)::int from users where email = ${demoColleague.email}) as colleagues`)
    return resultRows<Record<string, number>>(result)[0]!
  }

  it('restores the same rows after a visitor played: no duplicates, no leftovers', async () => {
    const before = await counts()
    // Five running modules and last year's archived run of 6a (write-last-year.ts).
    expect(before).toMatchObject({ active_modules: 6, active: 4, module_shares: 1, colleagues: 1 })
    expect(before).toMatchObject({ archived: 1, archived_teacher_ratings: 12 })
    expect(before.archived_evaluations).toBeGreaterThan(300)
    expect(before.module_changes).toBeGreaterThanOrEqual(6)
    expect(before).toMatchObject({ help_requests: 2, next_step_pins: 1 })
    expect(before.teacher_ratings).toBeGreaterThan(0)
    expect(before.teacher_rating_changes).toBe(before.teacher_ratings)

    // A visitor finishes a module, marks feedback solved, copies the shared module and shares one back…
    const running = body<ActiveModule[]>(await demo.get('/modules/active')).find((module) => module.is_owner)
    expect((await demo.post('/modules/toggleFinished', { module_id: running!.id })).statusCode).toBe(200)
    const [open] = body<StudentFeedback[]>(await demo.get('/feedbacks/newest')).filter((item) => !item.solved)
    const toggle = await demo.post('/feedbacks/toggleSolved', { student_feedback_question_id: open!.id })
    expect(toggle.statusCode).toBe(200)
    // …and pins a next step for every student of a running class (issue 19).
    const steps = body<StudentNextStep[]>(
      await demo.get('/nextSteps', { event_id: String(running!.event_id) }),
    )
    const grid = await demo.get('/modules/withEvaluationsById', {
      id: String(running!.module_id),
      event_id: String(running!.event_id),
    })
    const topicId = body<{ blocks: { topics: { id: number }[] }[] }>(grid).blocks[0]!.topics[0]!.id
    for (const step of steps) {
      const pinned = await demo.post('/nextSteps/pin', {
        event_id: running!.event_id,
        user_id: step.user_id,
        topic_id: topicId,
      })
      expect(pinned.statusCode).toBe(200)
    }
    const [shared] = body<AvailableModule[]>(await demo.get('/modules/shared'))
    const copy = await demo.post('/modules/duplicate', { module_id: shared!.id, new_title: 'Meine Kopie' })
    expect(copy.statusCode).toBe(200)
    const share = await demo.post('/modules/share', { id: running!.module_id, to_admin_id: colleagueId })
    expect(share.statusCode).toBe(200)
    expect(await counts()).not.toEqual(before)

    await resetDemoAccounts(t.app.ctx)
    expect(await counts()).toEqual(before)
  })
})

describe('the demo teacher’s running modules after a reset', () => {
  it('runs own grids in 7a, 7b and 8c and the colleague’s module, one finished, never the draft', async () => {
    const active = body<ActiveModule[]>(await demo.get('/modules/active'))
    const finished = body<ActiveModule[]>(await demo.get('/modules/finished'))
    expect(active).toHaveLength(4)
    expect(finished).toHaveLength(1)
    expect(new Set(active.map((module) => module.group.name))).toEqual(new Set(['7a', '7b', '8c']))
    expect(active.filter((module) => !module.is_owner).map((module) => module.name)).toEqual([
      colleagueModule.name,
    ])
    for (const module of [...active, ...finished]) {
      expect(module.status_id).toBe(finished.includes(module) ? ModuleStatus.finished : ModuleStatus.active)
      expect(module.name).not.toBe(demoDraftModule.module.name)
      expect(module.group.active_users, module.name).toBeGreaterThanOrEqual(18)
      // Some students have started, not all.
      expect(module.progress.students_started).toBeGreaterThan(0)
      expect(module.progress.students_started).toBeLessThan(module.progress.students)
      expect(module.progress.evaluations).toBeGreaterThan(0)
    }
  })

  it('has ratings on the half-step scale around each goal: some ahead, some behind, some not started', async () => {
    const rows = await ratingsByStudent()
    const activations = [...new Set(rows.map((row) => row.activation))]
    expect(activations).toHaveLength(5)
    for (const activation of activations) {
      const students = rows.filter((row) => row.activation === activation)
      const started = students.filter((row) => row.ratings > 0)
      expect(started.every((row) => row.on_scale)).toBe(true)
      expect(students.length - started.length, `not started in ${activation}`).toBeGreaterThanOrEqual(1)
      expect(started.filter((row) => row.distance! > 0.25).length).toBeGreaterThanOrEqual(3)
      expect(started.filter((row) => row.distance! < -0.25).length).toBeGreaterThanOrEqual(3)
      // The lower levels first: most ratings are on levels 1 and 2, and ratings per student spread.
      const low = started.reduce((sum, row) => sum + row.low_levels, 0)
      const all = started.reduce((sum, row) => sum + row.ratings, 0)
      expect(low / all).toBeGreaterThan(0.5)
      const counts = started.map((row) => row.ratings)
      expect(Math.max(...counts)).toBeGreaterThanOrEqual(3 * Math.min(...counts))
    }
    // The activity feed is lively: its first page is from the last day or two.
    const newest = body<NewestEvaluation[]>(await demo.get('/evaluations/newest', { take: '8' }))
    expect(newest).toHaveLength(8)
    expect(
      newest.every((rating) => ageOf(rating.updated_at) >= 0 && ageOf(rating.updated_at) < 48 * hour),
    ).toBe(true)
  })

  it('shows the module the colleague shares, with her changes of the last days', async () => {
    const shared = body<AvailableModule[]>(await demo.get('/modules/shared'))
    expect(shared.map((module) => [module.name, module.author])).toEqual([
      [colleagueModule.name, { firstname: demoColleague.firstname, lastname: demoColleague.lastname }],
    ])
    const changes = body<ChangeFeedItem[]>(await demo.get('/synchronizations/getChanges', { take: '16' }))
    expect(changes.length).toBeGreaterThanOrEqual(6)
    for (const change of changes) {
      expect(change).toMatchObject({ module_name: colleagueModule.name, from_user_lastname: 'Keller' })
      expect(ageOf(change.created_at)).toBeLessThan(7 * 24 * hour)
    }
    expect(new Set(changes.map((change) => change.type))).toEqual(
      new Set(['module', 'block', 'topic', 'question']),
    )
    expect(new Set(changes.map((change) => change.feed_status_name))).toEqual(
      new Set(['new', 'updated', 'deleted']),
    )
    expect(ageOf(changes[0]!.created_at)).toBeLessThan(24 * hour)
  })

  it('shows students’ feedback on questions of the running modules, some solved', async () => {
    const feedback = body<StudentFeedback[]>(await demo.get('/feedbacks/newest', { take: '32' }))
    expect(feedback.length).toBeGreaterThanOrEqual(6)
    expect(feedback.length).toBeLessThanOrEqual(10)
    const solved = feedback.filter((item) => item.solved).length
    expect(solved).toBeGreaterThan(0)
    expect(solved).toBeLessThan(feedback.length)
    expect(new Set(feedback.map((item) => item.feedback_type.id))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(new Set(feedback.map((item) => item.group.name))).toEqual(new Set(['7a', '7b', '8c']))
    expect(ageOf(feedback[0]!.created_at)).toBeLessThan(24 * hour)
  })
})

describe('the teacher’s side of the running modules (issue 19)', () => {
  it('rates many questions beside the students, mostly close, with large gaps both ways', async () => {
    const result = await t.app.ctx.db.execute(sql`
      select a.status_id, tr.rated_by, (ev.grade - tr.grade)::float8 as gap,
        (select count(*)::int from teacher_rating_changes c where c.rating_id = tr.id) as changes,
        (select bool_and(c.grade_before is null and c.grade = tr.grade and c.created_at = tr.updated_at)
          from teacher_rating_changes c where c.rating_id = tr.id) as first_change
      from active_modules a
        join teacher_ratings tr on tr.event_id = a.event_id
        left join evaluations ev on ev.event_id = tr.event_id and ev.user_id = tr.user_id
          and ev.question_id = tr.question_id
      where a.teacher_id = ${teacherId}`)
    const rows = resultRows<{
      status_id: number
      rated_by: number
      gap: number | null
      changes: number
      first_change: boolean
    }>(result)
    expect(rows.length).toBeGreaterThanOrEqual(200)
    // Only in running modules, by the demo teacher, each beside a student's rating, each with its change.
    expect(rows.every((row) => row.status_id === ModuleStatus.active && row.rated_by === teacherId)).toBe(
      true,
    )
    expect(rows.every((row) => row.gap !== null && row.changes === 1 && row.first_change)).toBe(true)
    const close = rows.filter((row) => Math.abs(row.gap!) <= 1).length
    expect(close / rows.length).toBeGreaterThan(0.9)
    // The large gaps: two where the student rated 2 or more higher, two where 2 or more lower.
    expect(rows.filter((row) => row.gap! >= 2)).toHaveLength(2)
    expect(rows.filter((row) => row.gap! <= -2)).toHaveLength(2)
    const released = resultRows<{ released: boolean }>(
      await t.app.ctx.db.execute(
        sql`select bool_or(teacher_ratings_released) as released from active_modules where teacher_id = ${teacherId}`,
      ),
    )
    expect(released).toEqual([{ released: false }])
  })

  it('has two open help requests in 7a’s running grid, one with a line of text, and one pinned next step', async () => {
    const help = resultRows<{ class_name: string; text: string; open: boolean; own_topic: boolean }>(
      await t.app.ctx.db.execute(sql`
        select g.name as class_name, h.text, h.handled_at is null as open,
          exists (select 1 from blocks b join topics tp on tp.block_id = b.id
            where tp.id = h.topic_id and b.module_id = a.module_id) as own_topic
        from help_requests h
          join active_modules a on a.event_id = h.event_id
          join groups g on g.id = a.group_id
        where a.teacher_id = ${teacherId}
        order by h.created_at desc`),
    )
    expect(help).toEqual([
      { class_name: '7a', text: 'Ich verstehe die Aufgabe 3 nicht.', open: true, own_topic: true },
      { class_name: '7a', text: '', open: true, own_topic: true },
    ])
    const pins = resultRows<{ event_id: number; user_id: number; topic_id: number; pinned_by: number }>(
      await t.app.ctx.db.execute(sql`
        select p.event_id, p.user_id, p.topic_id, p.pinned_by
        from next_step_pins p join active_modules a on a.event_id = p.event_id
        where a.teacher_id = ${teacherId}`),
    )
    expect(pins).toHaveLength(1)
    expect(pins[0]!.pinned_by).toBe(teacherId)
    // The teacher's card of that student names the pinned topic.
    const steps = body<StudentNextStep[]>(
      await demo.get('/nextSteps', { event_id: String(pins[0]!.event_id) }),
    )
    expect(steps.find((step) => step.user_id === pins[0]!.user_id)?.next_step).toEqual({
      topic_id: pins[0]!.topic_id,
      pinned: true,
    })
    expect(steps.filter((step) => step.next_step?.pinned)).toHaveLength(1)
  })
})

describe('the time the demo students spent (issue 13)', () => {
  it('records it on every module rating, with one hurried student in 7a', async () => {
    const result = await t.app.ctx.db.execute(sql`
      select u.firstname, u.lastname, g.name as class_name, count(*)::int as ratings,
        count(ev.seconds_spent)::int as timed,
        count(*) filter (where ev.seconds_spent < 120)::int as too_fast,
        count(*) filter (where ev.seconds_spent <= 5)::int as careless
      from active_modules a
        join evaluations ev on ev.event_id = a.event_id
        join users u on u.id = ev.user_id
        join groups g on g.id = a.group_id
      where a.teacher_id = ${teacherId}
      group by u.id, g.name`)
    const students = resultRows<{
      firstname: string
      lastname: string
      class_name: string
      ratings: number
      timed: number
      too_fast: number
      careless: number
    }>(result)
    expect(students.every((student) => student.timed === student.ratings)).toBe(true)
    // Most of the hurried student's ratings are too fast; everyone else is quick only now and then.
    const hurried = students.filter((student) => student.too_fast > student.ratings / 2)
    expect(hurried.map((student) => student.class_name)).toEqual(['7a'])
    expect(hurried[0]!.careless).toBeGreaterThan(0)
    const others = students.filter((student) => !hurried.includes(student))
    expect(others.every((student) => student.careless === 0 && student.too_fast < student.ratings / 2)).toBe(
      true,
    )
  })
})
