import {
  type CheckAttemptResult,
  checkMessages,
  type RunningCheckAttempt,
  studentCheckMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { pruneExpired } from '../../src/maintenance'
import { archiveClass } from '../school-year/archive-builders'
import { ok, studentApi } from '../student/student-builders'
import { api, notFound } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { checkOf, fiveItems } from './check-builders'
import { checkWorld, expectRefused, rightAnswers, takeCheck, twoRight } from './student-check-builders'

// Issue 37 item 2, decision 053: a student takes a topic's check - when it opens, an attempt in an
// order of its own, submitted once and scored by the server, the waiting time and the number of
// attempts - and never receives a right answer.

const t = useTestApp()

describe('when a check opens', () => {
  test('once every question of the topic is rated (the default), or always', async () => {
    const world = await checkWorld(t.app)
    expect(await world.read()).toMatchObject({
      state: 'unrated',
      item_count: 5,
      pass_percent: 80,
      attempts_used: 0,
    })
    expectRefused(await world.start(), studentCheckMessages.unrated)
    await world.rateAll()
    expect(await world.read()).toMatchObject({
      state: 'open',
      running: null,
      last_result: null,
      attestation: null,
    })

    const always = await checkWorld(t.app, { opens: 'always' })
    expect(await always.read()).toMatchObject({ state: 'open' })
  })

  test('a topic without a check answers null; another class or topic is not found', async () => {
    const world = await checkWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    expect(
      ok(await client.get('/checks/byTopic', { event_id: world.eventId, topic_id: world.grid.at(2, 1).id })),
    ).toBeNull()
    const stranger = await checkWorld(t.app)
    for (const response of [
      await studentApi(t.app, stranger.student.token).get('/checks/byTopic', {
        event_id: world.eventId,
        topic_id: world.topicId,
      }),
      await client.get('/checks/byTopic', { event_id: world.eventId, topic_id: stranger.topicId }),
    ])
      expect({ status: response.statusCode, body: response.json() }).toEqual(notFound)
  })
})

describe('an attempt', () => {
  test('runs in a shuffled order of its own, the same after a reload; a second start answers it', async () => {
    const world = await checkWorld(t.app, { opens: 'always', time_limit_minutes: 10 })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    expect(attempt).toMatchObject({ number: 1, started_at: t.app.ctx.clock.now().toISOString() })
    expect(attempt.ends_at).toBe(new Date(t.app.ctx.clock.now().getTime() + 10 * 60_000).toISOString())
    expect(attempt.items.map((item) => item.id).sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'])
    const order = attempt.items.find((item) => item.kind === 'order')!
    expect(order.options.map((step) => step.id)).not.toEqual(['a', 'b', 'c'])
    expect(attempt.items.find((item) => item.kind === 'number')).toMatchObject({ unit: 'cm', options: [] })

    expect(ok(await world.start())).toEqual(attempt)
    expect((await world.read())?.running).toEqual(attempt)
    expect(await world.read()).toMatchObject({ state: 'running' })
  })

  test('two starts at the same moment start one attempt', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const [first, second] = await Promise.all([world.start(), world.start()])
    expect(ok<RunningCheckAttempt>(first).id).toBe(ok<RunningCheckAttempt>(second).id)
  })

  test('is scored by the server, answers read as typed; submitted once', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    const result = ok<CheckAttemptResult>(await world.submit(attempt.id, rightAnswers))
    expect(result).toMatchObject({ number: 1, right: 5, total: 5, percent: 100, passed: true, late: false })
    expect(result).toMatchObject({
      items: expect.arrayContaining([
        { id: 'q2', prompt: fiveItems[1].prompt, right: true, feedback: 'Erweitern!' },
      ]),
    })
    // A second submission, other answers or not, changes nothing.
    expect(ok(await world.submit(attempt.id, {}))).toEqual(result)
    expect(await world.read()).toMatchObject({
      state: 'passed',
      attempts_used: 1,
      last_result: result,
      attestation: { attested: true, by: 'check', at: result.submitted_at, note: '' },
    })
    expectRefused(await world.start(), studentCheckMessages.passed)
  })

  test('failed: another after the waiting time, at most as many as allowed', async () => {
    const world = await checkWorld(t.app, { opens: 'always', max_attempts: 2, wait_hours: 2 })
    const first = await takeCheck(world, twoRight)
    expect(first).toMatchObject({ right: 2, total: 5, percent: 40, passed: false })
    expect(
      first.items
        .filter((item) => !item.right)
        .map((item) => item.id)
        .sort(),
    ).toEqual(['q3', 'q4', 'q5'])
    const nextAt = new Date(t.app.ctx.clock.now().getTime() + 2 * 3_600_000).toISOString()
    expect(await world.read()).toMatchObject({ state: 'waiting', next_at: nextAt, attestation: null })
    expectRefused(await world.start(), studentCheckMessages.waiting)

    t.clock.advanceMinutes(120)
    expect(await world.read()).toMatchObject({ state: 'open' })
    expect(await takeCheck(world, {})).toMatchObject({ number: 2, right: 0, passed: false })
    t.clock.advanceMinutes(120)
    expect(await world.read()).toMatchObject({ state: 'used_up', attempts_used: 2 })
    expectRefused(await world.start(), studentCheckMessages.usedUp)
  })

  test('a timed attempt answered too late counts as unanswered; one never sent is closed', async () => {
    const world = await checkWorld(t.app, { opens: 'always', time_limit_minutes: 5, wait_hours: 0 })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    // Within its end and the grace for weak Wi-Fi the answers count.
    t.clock.advanceMinutes(9)
    const late = ok<RunningCheckAttempt>(await world.start())
    expect(late.id).toBe(attempt.id)
    t.clock.advanceMinutes(2)
    expect(ok(await world.submit(attempt.id, rightAnswers))).toMatchObject({
      right: 0,
      passed: false,
      late: true,
    })

    const second = ok<RunningCheckAttempt>(await world.start())
    t.clock.advanceMinutes(11)
    expect(await world.read()).toMatchObject({
      state: 'open',
      attempts_used: 2,
      last_result: { id: second.id, late: true, right: 0 },
    })
  })

  test('a timed attempt never sent is closed by the hourly maintenance', async () => {
    const world = await checkWorld(t.app, { opens: 'always', time_limit_minutes: 5 })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    t.clock.advanceMinutes(10)
    await pruneExpired(t.app.ctx)
    // Within the grace it still runs: the app may be sending it.
    expect(await world.read()).toMatchObject({ state: 'running' })
    t.clock.advanceMinutes(1)
    await pruneExpired(t.app.ctx)
    const rows = await t.app.ctx.db.execute(
      sql`select right_count, item_count, passed, late, results from check_attempts where id = ${attempt.id}`,
    )
    expect(resultRows(rows)).toEqual([
      {
        right_count: 0,
        item_count: 5,
        passed: false,
        late: true,
        results: { q1: false, q2: false, q3: false, q4: false, q5: false },
      },
    ])
  })

  test("is the student's own: another student does not find it", async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const other = await checkWorld(t.app, { opens: 'always' })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    const response = await studentApi(t.app, other.student.token).post('/checks/submit', {
      attempt_id: attempt.id,
      answers: rightAnswers,
    })
    expect({ status: response.statusCode, body: response.json() }).toEqual(notFound)
  })

  test('an answer of the wrong shape is refused with what is wrong', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    const response = await world.submit(attempt.id, { q1: { kind: 'guess', option: 'a' } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ errors: { 'answers.q1.kind': [checkMessages.answerInvalid] } })
    expect(await world.read()).toMatchObject({ state: 'running' })
  })
})

describe('no right answer reaches the student', () => {
  test('in any answer of the student calls, before or after submitting', async () => {
    const world = await checkWorld(t.app, { opens: 'always', wait_hours: 0 })
    const attempt = ok<RunningCheckAttempt>(await world.start())
    const bodies = [JSON.stringify(attempt), JSON.stringify(await world.read())]
    bodies.push((await world.submit(attempt.id, twoRight)).body, JSON.stringify(await world.read()))
    for (const body of bodies) {
      // The keys of the five kinds, and the values only a key holds.
      for (const key of [
        '"correct"',
        '"accepted"',
        '"answer"',
        '"tolerance"',
        '"steps"',
        '"fold_umlauts"',
        'Hälfte',
        '12.5',
      ])
        expect(body).not.toContain(key)
    }
  })
})

describe('a check students took', () => {
  test('keeps its items, right answers and pass mark; texts, order and settings may change', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(world, twoRight)
    const teacher = api(t.app, world.teacher.token)
    expect(
      ok<{ taken: boolean }>(await teacher.get('/checks/byTopic', { topic_id: String(world.topicId) })).taken,
    ).toBe(true)

    const reworded = checkOf(world.topicId, {
      opens: 'always',
      wait_hours: 1,
      max_attempts: 5,
      time_limit_minutes: 20,
    })
    reworded.items = [...reworded.items]
      .reverse()
      .map((item) => ({ ...item, prompt: `${item.prompt} (neu)` }))
    ok(await teacher.post('/checks/save', reworded))

    const changes: [string, (body: ReturnType<typeof checkOf>) => void][] = [
      [
        'pass mark',
        (body) => {
          body.pass_percent = 60
        },
      ],
      [
        'right answer',
        (body) => {
          Object.assign(body.items[0]!, { correct: 'a' })
        },
      ],
      [
        'an item less',
        (body) => {
          body.items.pop()
        },
      ],
      [
        'an option more',
        (body) => {
          Object.assign(body.items[0]!, {
            options: [...(body.items[0] as { options: object[] }).options, { id: 'd', text: '4/4' }],
          })
        },
      ],
      [
        'accepted answers',
        (body) => {
          Object.assign(body.items[3]!, { accepted: ['halb'] })
        },
      ],
    ]
    for (const [, change] of changes) {
      const body = checkOf(world.topicId, { opens: 'always' })
      change(body)
      const refused = await teacher.post('/checks/save', body)
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: { code: 'checkTaken', message: checkMessages.checkTaken },
      })
    }
    const removal = await teacher.post('/checks/remove', { topic_id: world.topicId })
    expect({ status: removal.statusCode, body: removal.json() }).toEqual({
      status: 409,
      body: { code: 'checkTaken', message: checkMessages.removeTaken },
    })
    expect(await world.read()).toMatchObject({ attempts_used: 1, last_result: { right: 2, total: 5 } })
  })
})

describe("the student's data", () => {
  test('hold their attempts with score and answers (decision 045)', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(world, twoRight)
    const data = ok<{ check_attempts: unknown[]; check_decisions: unknown[] }>(
      await studentApi(t.app, world.student.token).get('/account/dataExport'),
    )
    expect(data.check_attempts).toEqual([
      expect.objectContaining({ number: 1, right: 2, total: 5, passed: false, answers: twoRight }),
    ])
    expect(data.check_decisions).toEqual([])
  })
})

describe('an archived class (decision 051)', () => {
  test('takes its attempts into the archive: the student reads them there, the check stays taken', async () => {
    const world = await checkWorld(t.app, { opens: 'always' })
    const result = await takeCheck(world, rightAnswers)
    await archiveClass(t.app, world.teacher, world.group.id)
    expect(await world.read()).toMatchObject({ state: 'closed', attempts_used: 1, last_result: result })
    const hot = await t.app.ctx.db.execute(
      sql`select 1 from check_attempts where event_id = ${world.eventId}`,
    )
    expect(resultRows(hot)).toEqual([])
    const teacher = api(t.app, world.teacher.token)
    expect(
      ok<{ taken: boolean }>(await teacher.get('/checks/byTopic', { topic_id: String(world.topicId) })).taken,
    ).toBe(true)
    const refused = await world.start()
    expect(refused.statusCode).toBe(403)
  })
})
