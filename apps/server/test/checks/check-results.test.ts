import type { Calibration, CheckResult, ModuleWithEvaluations, TopicUser } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { checkOverrides } from '../../src/db/schema'
import { readCheckResult } from '../../src/modules/checks/check-results.repo'
import { attestationOf } from '../../src/modules/checks/student-check-view'
import { readStudentCheckRows } from '../../src/modules/checks/student-checks.repo'
import type { LiveSignal } from '../../src/modules/live/live-signal'
import { ok } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type CheckWorld, checkWorld, rightAnswers, takeCheck, twoRight } from './student-check-builders'

// Issue 37 item 3, decision 053: what a check attests on the teacher's screens - the first passed
// attempt, or the teacher's decision over the attempts - and the teacher's override.

const t = useTestApp()

const teacherClient = (world: CheckWorld) => api(t.app, world.teacher.token)
const place = (world: CheckWorld) => ({
  event_id: world.eventId,
  user_id: world.student.user.id,
  topic_id: world.topicId,
})

async function gridResult(
  world: CheckWorld,
): Promise<{ has_check: boolean; result: CheckResult | undefined }> {
  const grid = ok<ModuleWithEvaluations>(
    await teacherClient(world).get('/modules/withEvaluationsById', {
      id: String(world.grid.moduleId),
      event_id: String(world.eventId),
    }),
  )
  const topic = grid.blocks.flatMap((block) => block.topics).find((entry) => entry.id === world.topicId)!
  return { has_check: topic.has_check, result: topic.check_results[String(world.student.user.id)] }
}

async function topicUserResult(world: CheckWorld): Promise<CheckResult | null> {
  const users = ok<TopicUser[]>(
    await teacherClient(world).get('/modules/loadUsersByTopic', {
      event_id: String(world.eventId),
      topic_id: String(world.topicId),
    }),
  )
  return users.find((user) => user.id === world.student.user.id)!.check
}

/** The same rows, read by the student's rule (attestationOf) and by the teacher's SQL. */
async function bothRules(world: CheckWorld) {
  const input = { userId: world.student.user.id, eventId: world.eventId, topicId: world.topicId }
  const rows = (await readStudentCheckRows(t.app.ctx.db, input))!
  const sqlResult = await readCheckResult(t.app.ctx.db, { ...input, studentId: input.userId })
  return { student: attestationOf(rows), teacher: sqlResult.attestation }
}

const override = (world: CheckWorld, attested: boolean, note = 'Im Gespräch gezeigt') =>
  teacherClient(world).post('/checks/override', { ...place(world), attested, note })

describe('what a check attests on the progress screens', () => {
  test('nothing before an attempt; the topic says it has a check', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    expect(await gridResult(world)).toEqual({ has_check: true, result: undefined })
    expect(await topicUserResult(world)).toBeNull()
    expect(await bothRules(world)).toEqual({ student: null, teacher: null })
  })

  test('a failed attempt scores without attesting; the first passed attempt attests, dated by its submission', async () => {
    const world = await checkWorld(t.app, { opens: 'always', wait_hours: 0, pass_percent: 80 })
    await takeCheck(world, twoRight)
    expect((await gridResult(world)).result).toEqual({
      attestation: null,
      decided_by: null,
      attempts: 1,
      right: 2,
      total: 5,
    })
    t.clock.advanceMinutes(30)
    const passedAt = t.app.ctx.clock.now().toISOString()
    await takeCheck(world, rightAnswers)
    const expected: CheckResult = {
      attestation: { attested: true, at: passedAt, by: 'check', note: '' },
      decided_by: null,
      attempts: 2,
      right: 5,
      total: 5,
    }
    expect((await gridResult(world)).result).toEqual(expected)
    expect(await topicUserResult(world)).toEqual(expected)
    const rules = await bothRules(world)
    expect(rules.teacher).toEqual(rules.student)
  })

  test('the teacher decides over the attempts, both ways, and taking the decision back lets them count again', async () => {
    const world = await checkWorld(t.app, { opens: 'always', wait_hours: 0 })
    await takeCheck(world, rightAnswers)
    const passed = (await gridResult(world)).result!.attestation

    t.clock.advanceMinutes(60)
    const decidedAt = t.app.ctx.clock.now().toISOString()
    const denied = ok<CheckResult>(await override(world, false, 'Abgeschrieben'))
    const name = `${world.teacher.user.firstname} ${world.teacher.user.lastname}`
    expect(denied).toEqual({
      attestation: { attested: false, at: decidedAt, by: 'teacher', note: 'Abgeschrieben' },
      decided_by: name,
      attempts: 1,
      right: 5,
      total: 5,
    })
    expect((await gridResult(world)).result).toEqual(denied)
    let rules = await bothRules(world)
    expect(rules.teacher).toEqual(rules.student)

    const removed = ok<CheckResult>(await teacherClient(world).post('/checks/override/remove', place(world)))
    expect(removed.attestation).toEqual(passed)
    expect(removed.decided_by).toBeNull()

    const other = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(other, twoRight)
    const granted = ok<CheckResult>(await override(other, true, '  Mündlich geprüft  '))
    expect(granted.attestation).toMatchObject({ attested: true, by: 'teacher', note: 'Mündlich geprüft' })
    rules = await bothRules(other)
    expect(rules.teacher).toEqual(rules.student)
    // A decision without any attempt stands as well.
    const untaken = await checkWorld(t.app, { opens: 'always' })
    expect(ok<CheckResult>(await override(untaken, true)).attempts).toBe(0)
    expect((await gridResult(untaken)).result?.attestation?.attested).toBe(true)
  })

  test('a second decision replaces the first', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    ok(await override(world, true, 'erste'))
    t.clock.advanceMinutes(5)
    const second = ok<CheckResult>(await override(world, false, 'zweite'))
    expect(second.attestation).toMatchObject({ attested: false, note: 'zweite' })
    const rows = await t.app.ctx.db
      .select()
      .from(checkOverrides)
      .where(eq(checkOverrides.userId, world.student.user.id))
    expect(rows.map((row) => [row.attested, row.note])).toEqual([[false, 'zweite']])
  })

  test('a note is required and at most 500 characters', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    for (const note of ['', '   ', 'x'.repeat(501)]) {
      const response = await teacherClient(world).post('/checks/override', {
        ...place(world),
        attested: true,
        note,
      })
      expect(response.statusCode, note).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['note'])
    }
    expect(ok<CheckResult>(await override(world, true, 'x'.repeat(500))).attestation?.attested).toBe(true)
  })

  test('a topic without a check, a student of another class, another run: 404', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const other = await checkWorld(t.app, { opens: 'always' })
    const noCheck = world.grid.at(2, 2).id
    for (const body of [
      { ...place(world), topic_id: noCheck },
      { ...place(world), user_id: other.student.user.id },
      { ...place(world), event_id: other.eventId },
    ]) {
      const response = await teacherClient(world).post('/checks/override', {
        ...body,
        attested: true,
        note: 'n',
      })
      expect(response.statusCode, JSON.stringify(body)).toBe(404)
    }
  })
})

describe('calibration', () => {
  test('compares the self-rating with the check: goal reached but not passed', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    // The student rates every question 5 (rateAll), at or above any goal of the scale's middle.
    await world.rateAll()
    await takeCheck(world, twoRight)
    const calibration = ok<Calibration>(
      await teacherClient(world).get('/teacherRatings/calibration', { event_id: String(world.eventId) }),
    )
    expect(calibration.checks).toEqual([
      expect.objectContaining({ topic_id: world.topicId, results: 1, attested: 0, reached_not_attested: 1 }),
    ])
    expect(calibration.students).toEqual([
      expect.objectContaining({
        user_id: world.student.user.id,
        checks: 1,
        checks_attested: 0,
        reached_not_attested: 1,
      }),
    ])
  })
})

describe('live', () => {
  test('a decision tells the teacher and the student (progress)', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const heard: LiveSignal[] = []
    const stopTeacher = t.app.ctx.live.subscribe(world.teacher.user.id, (signal) => heard.push(signal))
    const studentHeard: LiveSignal[] = []
    const stopStudent = t.app.ctx.live.subscribeStudent(world.student.user.id, (signal) =>
      studentHeard.push(signal),
    )
    try {
      ok(await override(world, true))
      await expect.poll(() => heard.length, { timeout: 2000 }).toBeGreaterThan(0)
      await expect.poll(() => studentHeard.length, { timeout: 2000 }).toBeGreaterThan(0)
      expect(heard[0]).toMatchObject({ kind: 'progress', event: world.eventId })
      expect(studentHeard[0]).toMatchObject({ kind: 'progress', event: world.eventId })
    } finally {
      stopTeacher()
      stopStudent()
    }
  })
})

describe('an archived class', () => {
  test('its results read from the archive; a decision or its removal there is refused', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(world, rightAnswers)
    ok(await override(world, false, 'vor dem Archiv'))
    const before = await gridResult(world)
    ok(await teacherClient(world).post('/groups/archive', { id: world.group.id }))
    expect(await gridResult(world)).toEqual(before)
    expect(await topicUserResult(world)).toEqual(before.result)
    for (const response of [
      await override(world, true),
      await teacherClient(world).post('/checks/override/remove', place(world)),
    ]) {
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().code).toBe('classArchived')
    }
    expect(await gridResult(world)).toEqual(before)
  })
})
