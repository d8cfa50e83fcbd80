import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { announce } from '../../src/modules/live/live-signal'
import { announceToStudents } from '../../src/modules/live/student-signal'
import { askForHelp, handle } from '../help-requests/help-builders'
import { createStudent, ok, type StudentWorld, studentApi, studentWorld } from '../student/student-builders'
import { api, type TestUser } from '../support/builders'
import { type LiveStream, useLiveStreams } from '../support/live-stream'
import { useTestApp } from '../support/test-app'

// Issue 32 item 2 (decision 026): what a teacher does that concerns a student reaches the student's
// open app through GET /api/student/v1/live, and only theirs. Each test has a second class whose
// student watches too: after the signal, a marker is sent to that student alone, and it must be the
// first thing they hear - so a signal that leaked to them fails the test.

const t = useTestApp({ LIVE_STREAM_SECONDS: '60' })
const live = useLiveStreams(t)

interface Watched {
  world: StudentWorld
  stream: LiveStream
  /** A student of another class, watching as well. */
  stranger: TestUser
  strangerStream: LiveStream
}

async function watched(): Promise<Watched> {
  const world = await studentWorld(t.app)
  const other = await studentWorld(t.app)
  return {
    world,
    stream: await drained(world.student),
    stranger: other.student,
    strangerStream: await drained(other.student),
  }
}

/**
 * The student's stream with the signals of their own join gone: on PostgreSQL a join's NOTIFY can
 * reach the server after the stream opened. Signals arrive in commit order, so a marker sent now
 * comes after every earlier one.
 */
async function drained(student: TestUser): Promise<LiveStream> {
  const stream = await live.watchStudent(student.token)
  await announce(t.app.ctx.db, { kind: 'resync', teachers: [], students: [student.user.id] })
  await stream.until((event) => (event.data as { kind: string }).kind === 'resync')
  return stream
}

/** The stranger heard nothing before a marker sent to them alone now. */
async function strangerHeardNothing(w: Watched): Promise<void> {
  await announce(t.app.ctx.db, { kind: 'resync', teachers: [], students: [w.stranger.user.id] })
  expect((await w.strangerStream.next()).data).toEqual({ kind: 'resync' })
}

const teacher = (world: StudentWorld) => api(t.app, world.teacher.token)

describe('GET /api/student/v1/live', () => {
  test('released and withdrawn teacher ratings reach the class, once per change', async () => {
    const w = await watched()
    ok(await teacher(w.world).post('/teacherRatings/release', { event_id: w.world.eventId, released: true }))
    expect((await w.stream.next()).data).toEqual({ kind: 'released', event: w.world.eventId })
    // Released again: no change, no news. The withdrawal is the next thing the student hears.
    ok(await teacher(w.world).post('/teacherRatings/release', { event_id: w.world.eventId, released: true }))
    ok(await teacher(w.world).post('/teacherRatings/release', { event_id: w.world.eventId, released: false }))
    expect((await w.stream.next()).data).toEqual({ kind: 'withdrawn', event: w.world.eventId })
    await strangerHeardNothing(w)
  })

  test('a handled help request reaches the student who asked, not a classmate', async () => {
    const w = await watched()
    const classmate = await createStudent(t.app)
    ok(await studentApi(t.app, classmate.token).post('/groups/join', { token: w.world.group.token }))
    const classmateStream = await drained(classmate)
    const asked = await askForHelp(t.app, w.world.student, {
      eventId: w.world.eventId,
      topicId: w.world.grid.at(1, 1).id,
    })
    await handle(t.app, w.world.teacher, asked.id)
    expect((await w.stream.next()).data).toEqual({ kind: 'handled', event: w.world.eventId })
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [], students: [classmate.user.id] })
    expect((await classmateStream.next()).data).toEqual({ kind: 'resync' })
    await strangerHeardNothing(w)
  })

  test('homework or an exam set, moved and removed reach the class', async () => {
    const w = await watched()
    const dueAt = new Date(t.app.ctx.clock.now().getTime() + 3 * 86_400_000).toISOString()
    const stored = await teacher(w.world).post('/events/store', {
      type: 'homework',
      group_id: w.world.group.id,
      subject_id: w.world.subjectId,
      topic_id: w.world.grid.at(1, 1).id,
      due_at: dueAt,
    })
    const { id } = ok<{ id: number }>(stored)
    expect((await w.stream.next()).data).toEqual({ kind: 'homework', event: id })
    const later = new Date(t.app.ctx.clock.now().getTime() + 5 * 86_400_000).toISOString()
    ok(await teacher(w.world).post('/events/update', { id, due_at: later }))
    expect((await w.stream.next()).data).toEqual({ kind: 'homework', event: id })
    ok(await teacher(w.world).post('/events/remove', { id }))
    expect((await w.stream.next()).data).toEqual({ kind: 'homework', event: id })
    await strangerHeardNothing(w)
  })

  test('a module run finished and reactivated reaches the class', async () => {
    const w = await watched()
    const toggle = () => teacher(w.world).post('/modules/toggleFinished', { module_id: w.world.activationId })
    ok(await toggle())
    expect((await w.stream.next()).data).toEqual({ kind: 'modules', event: w.world.eventId })
    ok(await toggle())
    expect((await w.stream.next()).data).toEqual({ kind: 'modules', event: w.world.eventId })
    await strangerHeardNothing(w)
  })

  test("the student's own rating reaches their other devices, and a classmate hears nothing of it", async () => {
    const w = await watched()
    const classmate = await createStudent(t.app)
    ok(await studentApi(t.app, classmate.token).post('/groups/join', { token: w.world.group.token }))
    const classmateStream = await drained(classmate)
    const tablet = await live.watchStudent(w.world.student.token)
    const rated = await studentApi(t.app, w.world.student.token).post('/evaluations/rate', {
      event_id: w.world.eventId,
      question_id: w.world.grid.at(1, 1).questionIds[0]!,
      grade: 4,
    })
    ok(rated)
    for (const stream of [w.stream, tablet]) {
      expect((await stream.next()).data).toEqual({ kind: 'progress', event: w.world.eventId })
    }
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [], students: [classmate.user.id] })
    expect((await classmateStream.next()).data).toEqual({ kind: 'resync' })
    await strangerHeardNothing(w)
  })

  test('a pinned next step reaches that student', async () => {
    const w = await watched()
    const pinned = await teacher(w.world).post('/nextSteps/pin', {
      event_id: w.world.eventId,
      user_id: w.world.student.user.id,
      topic_id: w.world.grid.at(2, 1).id,
    })
    ok(pinned)
    expect((await w.stream.next()).data).toEqual({ kind: 'nextStep', event: w.world.eventId })
    await strangerHeardNothing(w)
  })

  test('joining, being switched inactive and active, and a removed class reach the student', async () => {
    const w = await watched()
    const newcomer = await createStudent(t.app)
    const stream = await live.watchStudent(newcomer.token)
    ok(await studentApi(t.app, newcomer.token).post('/groups/join', { token: w.world.group.token }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    const path = `/groups/${w.world.group.id}/users/${newcomer.user.id}/toggleActive`
    ok(await teacher(w.world).post(path, {}))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    ok(await teacher(w.world).post(path, {}))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    ok(await teacher(w.world).post('/groups/remove', { id: w.world.group.id }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    expect((await w.stream.next()).data).toEqual({ kind: 'classes' })
    await strangerHeardNothing(w)
  })

  test('removed by the teacher and leaving reach the student and the class teacher (decision 042)', async () => {
    const w = await watched()
    const teacherStream = await live.watch(w.world.teacher.token)
    // On PostgreSQL the class's own join may reach the teacher's stream late: a marker ends it.
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [w.world.teacher.user.id] })
    await teacherStream.until((event) => (event.data as { kind: string }).kind === 'resync')
    const newcomer = await createStudent(t.app)
    const stream = await live.watchStudent(newcomer.token)
    ok(await studentApi(t.app, newcomer.token).post('/groups/join', { token: w.world.group.token }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'groups' })
    const path = `/groups/${w.world.group.id}/users/${newcomer.user.id}/remove`
    ok(await teacher(w.world).post(path, { ratings: 'keep' }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'groups' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'progress' })
    ok(await studentApi(t.app, newcomer.token).post('/groups/join', { token: w.world.group.token }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'groups' })
    ok(await studentApi(t.app, newcomer.token).post('/groups/leave', { group_id: w.world.group.id }))
    expect((await stream.next()).data).toEqual({ kind: 'classes' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'groups' })
    expect((await teacherStream.next()).data).toEqual({ kind: 'progress' })
    await strangerHeardNothing(w)
  })

  test('imported into a class from a list, the student hears it', async () => {
    const w = await watched()
    const csv = ['Vorname;Nachname;E-Mail', `Noa;Keller;${w.stranger.user.email}`].join('\n')
    const imported = await teacher(w.world).post('/groups/importStudents', {
      group_id: w.world.group.id,
      csv,
      commit: true,
    })
    expect(ok<{ imported: boolean }>(imported).imported).toBe(true)
    expect((await w.strangerStream.next()).data).toEqual({ kind: 'classes' })
  })

  test("a teacher's stream does not carry the students' signals", async () => {
    const w = await watched()
    const teacherStream = await live.watch(w.world.teacher.token)
    // On PostgreSQL the class's own join may reach the teacher's stream late: a marker ends it.
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [w.world.teacher.user.id] })
    await teacherStream.until((event) => (event.data as { kind: string }).kind === 'resync')
    // The join's 'groups' may come late on PostgreSQL: past a first marker, nothing earlier is left.
    await announce(t.app.ctx.db, { kind: 'feedback', teachers: [w.world.teacher.user.id] })
    await teacherStream.until((event) => (event.data as { kind: string }).kind === 'feedback')
    ok(await teacher(w.world).post('/modules/toggleFinished', { module_id: w.world.activationId }))
    expect((await w.stream.next()).data).toEqual({ kind: 'modules', event: w.world.eventId })
    await announce(t.app.ctx.db, { kind: 'planned', teachers: [w.world.teacher.user.id] })
    expect((await teacherStream.next()).data).toEqual({ kind: 'planned' })
  })

  test('an audience larger than one NOTIFY takes is sent in parts, and each student hears it once', async () => {
    const w = await watched()
    // 1,501 ids of 6 digits are about 10 kB: in one payload pg_notify would refuse the write.
    const many = sql`select generate_series(900000, 901500) union all select ${w.world.student.user.id}::int`
    await announceToStudents(t.app.ctx.db, { kind: 'homework', event: 7 }, many)
    expect((await w.stream.next()).data).toEqual({ kind: 'homework', event: 7 })
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [], students: [w.world.student.user.id] })
    expect((await w.stream.next()).data).toEqual({ kind: 'resync' })
    await strangerHeardNothing(w)
  })

  test('a stranger gets 401, a teacher 403, and the stream is event-stream', async () => {
    const world = await studentWorld(t.app)
    const anonymous = await fetch(`${live.baseUrl}/api/student/v1/live`)
    expect(anonymous.status).toBe(401)
    const asTeacher = await studentApi(t.app, world.teacher.token).get('/live')
    expect(asTeacher.statusCode).toBe(403)
    expect(asTeacher.json()).toMatchObject({ code: 'teacherNotAllowed' })
    const response = await fetch(`${live.baseUrl}/api/student/v1/live`, {
      headers: { authorization: `Bearer ${world.student.token}` },
    })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    await response.body?.cancel()
  })
})
