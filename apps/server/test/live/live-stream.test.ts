import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { announce } from '../../src/modules/live/live-signal'
import { createStudent, ok, studentApi, studentWorld } from '../student/student-builders'
import { api, createUser } from '../support/builders'
import { useLiveStreams } from '../support/live-stream'
import { buildTestApp, useTestApp } from '../support/test-app'

// Issue 15 "Live": a teacher's screens learn within seconds that a student rated, left feedback,
// joined or assessed themselves, through GET /live (server-sent events) fed by the database's
// LISTEN/NOTIFY. These tests listen on a real port, as the browser does.

const t = useTestApp({ LIVE_STREAM_SECONDS: '60' })
const live = useLiveStreams(t)
const watch = live.watch

describe('GET /live', () => {
  test('a rating, feedback, a join and an exam assessment reach the class teacher', async () => {
    const world = await studentWorld(t.app)
    const stream = await watch(world.teacher.token)
    const client = studentApi(t.app, world.student.token)
    const [question] = world.grid.at(1, 1).questionIds

    ok(await client.post('/evaluations/rate', { event_id: world.eventId, question_id: question, grade: 4 }))
    expect((await stream.next()).data).toEqual({ kind: 'progress', event: world.eventId })

    ok(
      await client.post('/feedbacks/store', {
        event_id: world.eventId,
        question_id: question,
        feedback_type_id: 1,
        content: 'Die Aufgabe ist unklar.',
      }),
    )
    expect((await stream.next()).data).toEqual({ kind: 'feedback', event: world.eventId })

    const newcomer = await createStudent(t.app)
    ok(await studentApi(t.app, newcomer.token).post('/groups/join', { token: world.group.token }))
    expect((await stream.next()).data).toEqual({ kind: 'groups' })
  })

  test('another teacher hears nothing of it', async () => {
    const world = await studentWorld(t.app)
    const other = await studentWorld(t.app)
    const stranger = await watch(other.teacher.token)
    const [question] = world.grid.at(1, 1).questionIds
    ok(
      await studentApi(t.app, world.student.token).post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: question,
        grade: 5,
      }),
    )
    // The stranger's own student rates next: the first event the stranger gets is their own.
    const [own] = other.grid.at(1, 1).questionIds
    ok(
      await studentApi(t.app, other.student.token).post('/evaluations/rate', {
        event_id: other.eventId,
        question_id: own,
        grade: 3,
      }),
    )
    expect((await stranger.next()).data).toEqual({ kind: 'progress', event: other.eventId })
  })

  test('a refused rating announces nothing, and neither does a rolled-back transaction', async () => {
    const world = await studentWorld(t.app)
    const stream = await watch(world.teacher.token)
    const [question] = world.grid.at(1, 1).questionIds
    const refused = await studentApi(t.app, world.student.token).post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: question,
      grade: 9,
    })
    expect(refused.statusCode).toBe(422)
    await t.database.db
      .transaction(async (tx) => {
        await announce(tx, { kind: 'progress', teachers: [world.teacher.user.id], event: -1 })
        await tx.execute(sql`select 1 / 0`)
      })
      .catch(() => undefined)
    await announce(t.database.db, {
      kind: 'planned',
      teachers: [world.teacher.user.id],
      event: world.eventId,
    })
    // The student's joining in the setup may still be on its way (PostgreSQL's NOTIFY under load);
    // neither refusal can announce 'groups', so that signal is passed over.
    let next = await stream.next()
    while ((next.data as { kind?: string }).kind === 'groups') next = await stream.next()
    expect(next.data).toEqual({ kind: 'planned', event: world.eventId })
  })

  test('the stream ends after LIVE_STREAM_SECONDS and frees its subscription', async () => {
    const short = await buildTestApp({ LIVE_STREAM_SECONDS: '0.2' })
    try {
      const url = await short.app.listen({ port: 0, host: '127.0.0.1' })
      const teacher = await createUser(short.app)
      const response = await fetch(`${url}/api/teacher/v1/live`, {
        headers: { authorization: `Bearer ${teacher.token}` },
      })
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
      expect(await response.text()).toBe('retry: 2000\nevent: ready\ndata: {}\n\n')
      await expect.poll(() => short.app.ctx.live.openStreams).toBe(0)
    } finally {
      await short.close()
    }
  })

  test('a student or a stranger gets no stream', async () => {
    const world = await studentWorld(t.app)
    const asStudent = await api(t.app, world.student.token).get('/live')
    expect(asStudent.statusCode).toBe(403)
    const anonymous = await fetch(`${live.baseUrl}/api/teacher/v1/live`)
    expect(anonymous.status).toBe(401)
  })
})
