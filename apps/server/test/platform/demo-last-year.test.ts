import {
  type ActiveModule,
  type ArchiveList,
  EventType,
  type Group,
  type HomeOverview,
  ModuleStatus,
  type ModuleWithEvaluations,
  type PlannedPage,
  schoolYearOf,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { resetDemoAccounts, standingDemoLink } from '../../src/modules/demo/demo.service'
import { lastArchivingDay } from '../../src/modules/demo/school/demo-last-year-plan'
import { demoSchoolSeed, planDemoSchool } from '../../src/modules/demo/school/demo-school-plan'
import { demoSubjects } from '../../src/modules/demo/school/subject-topics'
import { API, api, body } from '../support/builders'
import { useTestApp } from '../support/test-app'

// The demo's archive (issue 36 item 4, decision 051): last school year's 6a, 7a's students a year ago,
// with a finished run of the first subject's grid, archived on the last 3 July (write-last-year.ts).

const t = useTestApp()
const plan = planDemoSchool(demoSchoolSeed('demo@lernraster.example'))

async function demoClient() {
  const link = await standingDemoLink(t.app.ctx)
  const token = new URL(link).searchParams.get('token')
  const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
  return api(t.app, body<{ api_token: string }>(login).api_token)
}
type Client = Awaited<ReturnType<typeof demoClient>>

/** The archive and the archived run's progress as the teacher sees them, without the ids a reset renews. */
async function archiveOf(client: Client) {
  const archive = body<ArchiveList>(await client.get('/groups/archived'))
  const [archived] = archive.classes
  const run = archived!.runs[0]!
  const progress = body<ModuleWithEvaluations>(
    await client.get('/modules/withEvaluationsById', {
      id: String(run.module.id),
      event_id: String(run.event_id),
    }),
  )
  return { archive, archived: archived!, run, progress }
}

const withoutIds = ({ archive, progress }: Awaited<ReturnType<typeof archiveOf>>) => ({
  classes: archive.classes.map(({ id: _id, runs, ...archived }) => ({
    ...archived,
    runs: runs.map(({ module, subject, finished }) => ({ module: module.name, subject, finished })),
  })),
  archived_in: progress.archived_in,
  users: progress.users.map(({ firstname, lastname, goal }) => ({ firstname, lastname, goal })),
  topics: progress.blocks.flatMap((block) =>
    block.topics.map((topic) => ({
      title: topic.title,
      stats: topic.stats,
      standings: Object.values(topic.evaluations_per_user).map(({ average, progress }) => ({
        average,
        progress,
      })),
    })),
  ),
})

describe('the archiving day of the demo’s 6a', () => {
  it('is the last 3 July, 10:00 UTC, before the moment the demo is written', () => {
    const day = (iso: string) => lastArchivingDay(new Date(iso)).toISOString()
    expect(day('2026-11-27T21:00:00Z')).toBe('2026-07-03T10:00:00.000Z')
    expect(day('2026-07-03T10:01:00Z')).toBe('2026-07-03T10:00:00.000Z')
    expect(day('2026-07-03T10:00:00Z')).toBe('2025-07-03T10:00:00.000Z')
    expect(day('2026-01-15T08:00:00Z')).toBe('2025-07-03T10:00:00.000Z')
  })
})

describe('the demo teacher’s archive', () => {
  it('lists last school year’s 6a with 7a’s students and one finished run of the first subject', async () => {
    const client = await demoClient()
    const { archive, archived, run, progress } = await archiveOf(client)
    const archivedAt = lastArchivingDay(t.app.ctx.clock.now())
    expect(archive.classes).toHaveLength(1)
    expect(archived).toMatchObject({
      name: '6a',
      school_year: schoolYearOf(archivedAt),
      students: plan.classes[0]!.students.length,
      delete_on: null,
    })
    expect(new Date(archived.archived_at).toISOString()).toBe(archivedAt.toISOString())
    // The test clock's now is in November: last school year.
    const aYearAgo = new Date(t.app.ctx.clock.now().getTime() - 365 * 24 * 60 * 60 * 1000)
    expect(archived.school_year).toBe(schoolYearOf(aYearAgo))
    expect(archived.runs).toEqual([
      {
        event_id: expect.any(Number),
        module: { id: expect.any(Number), name: demoSubjects[0]!.module.name },
        subject: { title: demoSubjects[0]!.title, token: demoSubjects[0]!.token },
        finished: true,
      },
    ])

    // The run's statistics open from the archive, read-only, with most students' ratings.
    expect(progress.archived_in).toBe(archived.school_year)
    expect(progress.active_module.status_id).toBe(ModuleStatus.finished)
    const groups = body<Group[]>(await client.get('/groups'))
    const sevenA = groups.find((group) => group.name === '7a')!
    // The same accounts as this year's 7a.
    expect(progress.users.map((user) => user.id).sort()).toEqual(sevenA.users.map((user) => user.id).sort())
    const topics = progress.blocks.flatMap((block) => block.topics)
    expect(topics.every((topic) => topic.stats.progress > 0)).toBe(true)
    const classProgress = topics.reduce((sum, topic) => sum + topic.stats.progress, 0) / topics.length
    expect(classProgress).toBeGreaterThan(60)
    const started = new Set(topics.flatMap((topic) => Object.keys(topic.evaluations_per_user)))
    expect(started.size).toBe(progress.users.length)
    expect(run.event_id).toBe(progress.event_id)
  })

  it('keeps 6a out of the classes, the runs, the start page and the planning', async () => {
    const client = await demoClient()
    const { run } = await archiveOf(client)
    expect(body<Group[]>(await client.get('/groups')).map((group) => group.name)).toEqual(['7a', '7b', '8c'])
    for (const list of ['/modules/active', '/modules/finished']) {
      const modules = body<ActiveModule[]>(await client.get(list))
      expect(modules.map((module) => module.group.name)).not.toContain('6a')
      expect(modules.map((module) => module.event_id)).not.toContain(run.event_id)
    }
    expect(body<HomeOverview>(await client.get('/home/overview'))).toMatchObject({ classes: 3 })
    const closed = body<PlannedPage>(
      await client.get('/events/planned', { type: 'homework', state: 'closed' }),
    )
    const pastHomework = plan.events.filter(
      (event) => event.type === EventType.homework && event.dueInDays < 0,
    )
    expect(closed.total).toBe(pastHomework.length)
  })

  it('has moved every row of 6a into the archive schema: ratings, homework and the teacher’s ratings', async () => {
    const result = await t.app.ctx.db.execute(sql`
      with last_year as (
        select e.id, e.event_type_id from events e join groups g on g.id = e.group_id where g.name = '6a')
      select
        (select count(*)::int from public.evaluations where event_id in (select id from last_year)) as hot,
        (select count(*)::int from public.teacher_ratings where event_id in (select id from last_year)) as hot_teacher,
        (select count(*)::int from archive.evaluations where event_id in
          (select id from last_year where event_type_id = ${EventType.module})) as run,
        (select count(*)::int from archive.evaluations where event_id in
          (select id from last_year where event_type_id = ${EventType.homework})) as homework,
        (select count(distinct event_id)::int from archive.evaluations where event_id in
          (select id from last_year where event_type_id = ${EventType.homework})) as homework_events,
        (select count(*)::int from archive.teacher_ratings where event_id in (select id from last_year)) as teacher,
        (select count(*)::int from archive.teacher_rating_changes c
          join archive.teacher_ratings r on r.id = c.rating_id
          where r.event_id in (select id from last_year)) as teacher_changes`)
    const counts = resultRows<Record<string, number>>(result)[0]!
    expect(counts).toMatchObject({ hot: 0, hot_teacher: 0, homework_events: 2 })
    expect(counts.run).toBeGreaterThan(300)
    expect(counts.homework).toBeGreaterThan(40)
    expect(counts.teacher).toBeGreaterThan(5)
    expect(counts.teacher_changes).toBe(counts.teacher)
  })

  it('is the same after the nightly reset, also after a visitor took 6a out of the archive', async () => {
    const client = await demoClient()
    const before = await archiveOf(client)
    const out = await client.post('/groups/unarchive', { id: before.archived.id })
    expect(out.statusCode, out.body).toBe(200)
    expect(body<ArchiveList>(await client.get('/groups/archived')).classes).toEqual([])

    expect(await resetDemoAccounts(t.app.ctx)).toBe(1)
    const after = await archiveOf(client)
    expect(after.archived.id).not.toBe(before.archived.id)
    expect(withoutIds(after)).toEqual(withoutIds(before))
    expect(body<Group[]>(await client.get('/groups')).map((group) => group.name)).toEqual(['7a', '7b', '8c'])
  })
})
