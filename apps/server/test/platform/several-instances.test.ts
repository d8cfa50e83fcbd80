import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { resetDemoAccountsOnce } from '../../src/modules/demo/demo.service'
import { type LiveStream, openLiveStream } from '../support/live-stream'
import { freePort, type RunningServer, startServer } from '../support/processes'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'
import { useTestApp } from '../support/test-app'

// Issue 15 "More than one machine" and issue 35: several instances on one PostgreSQL behave as one.
// The nightly demo reset runs once per night and the hourly maintenance once per hour, however many
// instances run them; two servers starting together on an empty database make one demo school; a
// file uploaded through one is served whole and in parts by the other, each with its own data
// folder; a purchase repeated through the other with the same key buys once; a rating made through
// one instance reaches a teacher watching through the other (LISTEN/NOTIFY).

const t = useTestApp()

describe('the nightly demo reset', () => {
  test('runs once per night, also when two instances start it at the same moment', async () => {
    const night = { job: 'demo-reset', period: `test-${Date.now()}` }
    const [first, second] = await Promise.all([
      resetDemoAccountsOnce(t.app.ctx, night),
      resetDemoAccountsOnce(t.app.ctx, night),
    ])
    expect([first, second].filter((outcome) => outcome === null)).toHaveLength(1)
    expect(await resetDemoAccountsOnce(t.app.ctx, night)).toBeNull()
    expect(
      await resetDemoAccountsOnce(t.app.ctx, { ...night, period: `${night.period}-next` }),
    ).not.toBeNull()
  })
})

const postgresUrl = process.env.TEST_DATABASE_URL
const template = inject('postgresTemplate')

describe.skipIf(!postgresUrl || !template)('two instances on one PostgreSQL', () => {
  const servers: RunningServer[] = []
  const streams: LiveStream[] = []
  const folders: string[] = []
  const databaseName = uniqueDatabaseName('lernraster_two')
  afterAll(async () => {
    for (const stream of streams) stream.close()
    await Promise.all(servers.map((server) => server.stop()))
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    if (postgresUrl) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  })

  async function start(url: string, port: number): Promise<RunningServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-instance-'))
    folders.push(dataDir)
    const server = await startServer({
      DATABASE_URL: url,
      PORT: String(port),
      // Behind one load balancer: one address for both, as in their mails and links.
      APP_URL: 'http://lernraster.test',
      // Each its own data folder: files are kept in the database (decision 049), nothing is shared.
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      DEMO_RESET_HOUR: '-1',
      LOG_LEVEL: 'warn',
    })
    servers.push(server)
    return server
  }

  test('start together with one demo school, and a rating through one reaches a teacher on the other', async () => {
    await adminQuery(postgresUrl!, `CREATE DATABASE ${databaseName} TEMPLATE ${template}`)
    const url = withDatabase(postgresUrl!, databaseName)
    const [portA, portB] = [await freePort(), await freePort()]
    const [a, b] = await Promise.all([start(url, portA), start(url, portB)])
    const baseA = `http://127.0.0.1:${portA}`
    const baseB = `http://127.0.0.1:${portB}`

    // One demo school: both servers saw an empty database, the demo lock let one of them make it.
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const teachers = await client.query(
      `select count(*)::int as n from users where email = 'demo@lernraster.example'`,
    )
    const classes = await client.query(
      `select count(*)::int as n from groups g join users u on u.id = g.teacher_id where u.email = 'demo@lernraster.example'`,
    )
    // The hours whose maintenance ran: one, or two when the instances started on either side of a
    // full hour (each then ran its own hour's).
    const hours = await client.query(
      `select count(*)::int as n from scheduled_runs where job = 'maintenance'`,
    )
    await client.end()
    expect(teachers.rows[0].n).toBe(1)
    expect(classes.rows[0].n).toBeGreaterThan(0)

    // The teacher logs in and watches through B; the link both banners print is the same.
    // ... and only that one says it created the demo data (decision 046).
    const created = [a, b].filter((server) =>
      server.output().includes('Demo data:      created by this instance'),
    )
    expect(created).toHaveLength(1)
    // Each instance is ready and shows its own pool to a scraper on this machine.
    expect((await fetch(`${baseB}/readyz`)).status).toBe(200)
    const metrics = await (await fetch(`${baseA}/metrics`)).text()
    expect(metrics).toMatch(/^lernraster_db_pool_connections\{state="total"\} \d+$/m)
    // The hour's maintenance ran once at start, by one of them; both keep files in the database.
    const ranHours: number = hours.rows[0].n
    const maintained = [a, b].filter((server) => server.output().includes('run by this instance at start'))
    expect(maintained).toHaveLength(ranHours)
    expect(
      [a, b].filter((server) => server.output().includes('already run by another instance')),
    ).toHaveLength(2 - ranHours)
    for (const server of [a, b]) expect(server.output()).toContain('Files:          in the database')
    const link = (server: RunningServer) => /Demo login:\s+(\S+)/.exec(server.output())?.[1]
    expect(link(a)).toBe(link(b))
    const token = new URL(link(a)!).searchParams.get('token')
    const teacherToken = (
      await fetchJson(`${baseB}/api/teacher/v1/auth/demoLogin/${token}`, { method: 'POST' })
    ).json<{ api_token: string }>().api_token
    const teacherApi = (path: string) => fetchJson(`${baseB}/api/teacher/v1${path}`, { token: teacherToken })
    const running = (await teacherApi('/modules/active')).json<
      { event_id: number; module_id: number; group: { id: number } }[]
    >()[0]!
    const groups = (await teacherApi('/groups')).json<{ id: number; token: string }[]>()
    const classCode = groups.find((group) => group.id === running.group.id)!.token
    const stream = await openLiveStream(baseB, teacherToken)
    streams.push(stream)
    expect(await stream.next()).toEqual({ event: 'ready', data: {} })

    // A file uploaded through A is served by B, whole and in parts (issue 35).
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024 + 17, 0x41)])
    const form = new FormData()
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'arbeitsblatt.pdf')
    const uploaded = await fetch(`${baseA}/api/teacher/v1/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacherToken}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const filePath = ((await uploaded.json()) as { data: string }).data
    const whole = await fetch(`${baseB}${filePath}`, { headers: { authorization: `Bearer ${teacherToken}` } })
    expect(whole.status).toBe(200)
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true)
    const from = 1024 * 1024 - 5
    const part = await fetch(`${baseB}${filePath}`, {
      headers: { authorization: `Bearer ${teacherToken}`, range: `bytes=${from}-${from + 99}` },
    })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(from, from + 100))).toBe(true)

    // A purchase sent through A and repeated through B with the same key buys once (decision 047).
    const store = (await teacherApi('/store/modules')).json<{
      items: { id: number; your_price: number; purchased: boolean; is_own: boolean }[]
    }>()
    const offer = store.items.find((item) => !item.purchased && !item.is_own && item.your_price > 0)!
    const balanceBefore = (await teacherApi('/crystals/balance')).json<{ balance: number }>().balance
    const purchase = (base: string) =>
      fetch(`${base}/api/teacher/v1/modules/purchase`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${teacherToken}`,
          'content-type': 'application/json',
          'idempotency-key': `kauf-${databaseName}`,
        },
        body: JSON.stringify({ id: offer.id, crystals: offer.your_price }),
      })
    const first = await purchase(baseA)
    const repeated = await purchase(baseB)
    expect(first.status).toBe(200)
    expect(repeated.status).toBe(200)
    expect(repeated.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeated.json()).toEqual(await first.json())
    expect((await teacherApi('/crystals/balance')).json<{ balance: number }>().balance).toBe(
      balanceBefore - offer.your_price,
    )

    // A new student registers, joins and rates through A.
    const student = (path: string, init: { method?: string; body?: object; token?: string } = {}) =>
      fetchJson(`${baseA}/api/student/v1${path}`, init)
    const email = `schuelerin-${Date.now()}@schule.example`
    const registered = await student('/auth/register', {
      method: 'POST',
      body: {
        firstname: 'Lea',
        lastname: 'Graf',
        email,
        password: 'Kompetenz-Raster-7',
        password_confirmation: 'Kompetenz-Raster-7',
      },
    })
    expect(registered.status, registered.text).toBeLessThan(300)
    const login = await student('/auth/login', {
      method: 'POST',
      body: { email, password: 'Kompetenz-Raster-7' },
    })
    const studentToken = login.json<{ api_token: string }>().api_token
    // The student watches through A too (issue 32 item 2): her own join and rating, then the teacher's release.
    const studentStream = await openLiveStream(baseA, studentToken, '/api/student/v1/live')
    streams.push(studentStream)
    expect(await studentStream.next()).toEqual({ event: 'ready', data: {} })
    const joined = await student('/groups/join', {
      method: 'POST',
      body: { token: classCode },
      token: studentToken,
    })
    expect(joined.status, joined.text).toBe(200)
    expect((await stream.next()).data).toEqual({ kind: 'groups' })

    const grid = (await student(`/modules/grid?event_id=${running.event_id}`, { token: studentToken })).json<{
      blocks: { topics: { id: number; questions_count: number }[] }[]
    }>()
    const topicId = grid.blocks
      .flatMap((block) => block.topics)
      .find((topic) => topic.questions_count > 0)!.id
    const topic = (
      await student(`/topics/byId?event_id=${running.event_id}&topic_id=${topicId}`, { token: studentToken })
    ).json<{ questions: { id: number }[] }>()
    const rated = await student('/evaluations/rate', {
      method: 'POST',
      body: { event_id: running.event_id, question_id: topic.questions[0]!.id, grade: 4.5 },
      token: studentToken,
    })
    expect(rated.status, rated.text).toBe(200)
    expect((await stream.next()).data).toEqual({ kind: 'progress', event: running.event_id })

    // Her join and her own rating reach her own stream too (her other devices show it).
    expect((await studentStream.next()).data).toEqual({ kind: 'classes' })
    expect((await studentStream.next()).data).toEqual({ kind: 'progress', event: running.event_id })

    // The teacher releases the ratings through B; the student hears it on A.
    const released = await fetchJson(`${baseB}/api/teacher/v1/teacherRatings/release`, {
      method: 'POST',
      body: { event_id: running.event_id, released: true },
      token: teacherToken,
    })
    expect(released.status, released.text).toBe(200)
    expect((await studentStream.next()).data).toEqual({ kind: 'released', event: running.event_id })
  }, 180_000)
})

/** A call to a listening server: its status, its text and the text read as JSON. */
async function fetchJson(url: string, init: { method?: string; body?: object; token?: string } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T }
}
