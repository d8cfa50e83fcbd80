import type { CheckStatistics, RunningCheckAttempt } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { statementsOf } from '../feeds/feed-builders'
import { archiveClass } from '../school-year/archive-builders'
import { createStudent, ok, studentApi } from '../student/student-builders'
import { api, notFound } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type CheckWorld, checkWorld, rightAnswers, takeCheck, twoRight } from './student-check-builders'

// Issue 37 item 4, decision 053 "Item statistics": the numbers of a run with four students and seven
// submitted attempts, each counted by hand below (the done-criterion: "the item statistics match
// hand-computed data"). The check is check-builders.ts's `fiveItems`: q1 single (right c), q2 multiple
// (right a+b), q3 number 12.5, q4 text "Hälfte" (umlauts folded), q5 order a-b-c; pass mark 80 % = 4 of 5.
//
//        q1   q2      q3       q4          q5     right  passed
//   A1   c ✓  b,a ✓   13 ✗     Drittel ✗   cba ✗  2      no
//   A2   c ✓  a ✗     12,5 ✓   " hälfte" ✓ abc ✓  4      yes   (A's latest)
//   B1   a ✗  a ✗     13,0 ✗   haelfte ✓   abc ✓  2      no
//   B2   c ✓  a,b ✓   12,5 ✓   Hälfte ✓    bac ✗  4      yes   (B's latest)
//   C1   c ✓  a,b ✓   12.5 ✓   hälfte ✓    acb ✗  4      yes   (C's latest)
//   D1   b ✗  none ✗  " 13 " ✗ DRITTEL ✗   cba ✗  0      no
//   D2   c ✓  b,a ✓   1e1 ✗    Hälfte ✓    bac ✗  3      no    (D's latest)
//   E1   all right, but E is switched inactive afterwards: E counts nowhere.

const t = useTestApp()

const A1 = twoRight
const A2 = { ...rightAnswers, q2: { kind: 'multiple', options: ['a'] } }
const B1 = {
  ...rightAnswers,
  q1: { kind: 'single', option: 'a' },
  q2: { kind: 'multiple', options: ['a'] },
  q3: { kind: 'number', value: '13,0' },
  q4: { kind: 'text', value: 'haelfte' },
}
const B2 = {
  ...rightAnswers,
  q2: { kind: 'multiple', options: ['a', 'b'] },
  q4: { kind: 'text', value: 'Hälfte' },
  q5: { kind: 'order', steps: ['b', 'a', 'c'] },
}
const C1 = {
  ...rightAnswers,
  q2: { kind: 'multiple', options: ['a', 'b'] },
  q3: { kind: 'number', value: '12.5' },
  q4: { kind: 'text', value: 'hälfte' },
  q5: { kind: 'order', steps: ['a', 'c', 'b'] },
}
const D1 = {
  q1: { kind: 'single', option: 'b' },
  q3: { kind: 'number', value: ' 13 ' },
  q4: { kind: 'text', value: 'DRITTEL' },
  q5: { kind: 'order', steps: ['c', 'b', 'a'] },
}
const D2 = {
  ...rightAnswers,
  q3: { kind: 'number', value: '1e1' },
  q4: { kind: 'text', value: 'Hälfte' },
  q5: { kind: 'order', steps: ['b', 'a', 'c'] },
}

/** A student of the world's class, with their own calls on its check. */
async function classmate(world: CheckWorld) {
  const student = await createStudent(t.app)
  const client = studentApi(t.app, student.token)
  ok(await client.post('/groups/join', { token: world.group.token }))
  const take = async (answers: object) => {
    const attempt = ok<RunningCheckAttempt>(
      await client.post('/checks/start', { event_id: world.eventId, topic_id: world.topicId }),
    )
    ok(await client.post('/checks/submit', { attempt_id: attempt.id, answers }))
  }
  return { id: student.user.id, take }
}

const statisticsOf = (world: CheckWorld, topicId = world.topicId) =>
  api(t.app, world.teacher.token).get('/checks/statistics', {
    event_id: String(world.eventId),
    topic_id: String(topicId),
  })

let world: CheckWorld
beforeAll(async () => {
  world = await checkWorld(t.app, { opens: 'always', wait_hours: 0 })
  const [b, c, d, e] = [
    await classmate(world),
    await classmate(world),
    await classmate(world),
    await classmate(world),
  ]
  await takeCheck(world, A1)
  await b!.take(B1)
  await d!.take(D1)
  await takeCheck(world, A2)
  await c!.take(C1)
  await b!.take(B2)
  await d!.take(D2)
  await e!.take(rightAnswers)
  await t.app.ctx.db.execute(
    sql`update group_users set active = false where group_id = ${world.group.id} and user_id = ${e!.id}`,
  )
})

describe('the statistics of a check in a run', () => {
  test('per check: students who took it, pass rate, attempts', async () => {
    const statistics = ok<CheckStatistics>(await statisticsOf(world))
    expect(statistics).toMatchObject({
      event_id: world.eventId,
      topic_id: world.topicId,
      pass_mark: 80,
      students: 4,
      // A, B and C passed once each; D never.
      passed_students: 3,
      pass_rate: 75,
      attempts: 7,
      passed_attempts: 3,
      // 7 / 4
      attempts_per_student: 1.75,
    })
  })

  test('per item: share right over all attempts and over each latest attempt', async () => {
    const statistics = ok<CheckStatistics>(await statisticsOf(world))
    const shares = statistics.items.map((item) => [
      item.id,
      item.right,
      item.right_percent,
      item.latest_right,
      item.latest_right_percent,
      item.unanswered,
    ])
    expect(shares).toEqual([
      // 5 of 7 = 71.4 %; latest A2 B2 C1 D2 all right
      ['q1', 5, 71, 4, 100, 0],
      // A1 B2 C1 D2 = 4 of 7 = 57.1 %; latest: A2 wrong = 3 of 4; D1 answered nothing
      ['q2', 4, 57, 3, 75, 1],
      // A2 B2 C1 = 3 of 7 = 42.9 %; latest: D2 wrong
      ['q3', 3, 43, 3, 75, 0],
      // all but A1 and D1 = 5 of 7; latest all right
      ['q4', 5, 71, 4, 100, 0],
      // A2 B1 = 2 of 7 = 28.6 %; latest only A2 = 1 of 4
      ['q5', 2, 29, 1, 25, 0],
    ])
  })

  test('choice items: each option with the share of attempts that chose it', async () => {
    const [q1, q2] = ok<CheckStatistics>(await statisticsOf(world)).items
    expect(q1!.options).toEqual([
      { id: 'a', text: '1/2', correct: false, chosen: 1, percent: 14 },
      { id: 'b', text: '2/4', correct: false, chosen: 1, percent: 14 },
      { id: 'c', text: '3/4', correct: true, chosen: 5, percent: 71 },
    ])
    // a: every attempt but D1 (6 of 7 = 85.7 %); b: A1 B2 C1 D2; c: none
    expect(q2!.options).toEqual([
      { id: 'a', text: '1/2', correct: true, chosen: 6, percent: 86 },
      { id: 'b', text: '2/4', correct: true, chosen: 4, percent: 57 },
      { id: 'c', text: '3/4', correct: false, chosen: 0, percent: 0 },
    ])
    expect(q1!.wrong_answers).toEqual([])
  })

  test('typed items: the most frequent wrong answers, folded as the scoring folds them', async () => {
    const items = ok<CheckStatistics>(await statisticsOf(world)).items
    // "13", "13,0" and " 13 " are one number: 3 of 7; "1e1" is not a number but wrong all the same.
    expect(items[2]!.wrong_answers).toEqual([
      { value: '13', count: 3, percent: 43 },
      { value: '1e1', count: 1, percent: 14 },
    ])
    // "Drittel" and "DRITTEL" are one text: 2 of 7 = 28.6 %.
    expect(items[3]!.wrong_answers).toEqual([{ value: 'DRITTEL', count: 2, percent: 29 }])
    expect(items[4]!.options).toEqual([])
    expect(items[4]!.wrong_answers).toEqual([])
  })

  test('the items most often wrong among the passing attempts', async () => {
    const statistics = ok<CheckStatistics>(await statisticsOf(world))
    // Passing: A2 (q2 wrong), B2 (q5 wrong), C1 (q5 wrong).
    expect(statistics.wrong_among_passed).toEqual([
      { id: 'q5', position: 5, prompt: 'Ordne der Grösse nach.', wrong: 2, percent: 67 },
      { id: 'q2', position: 2, prompt: 'Welche Brüche sind gleich gross?', wrong: 1, percent: 33 },
    ])
    expect(statistics.items.map((item) => item.wrong_among_passed)).toEqual([0, 1, 0, 0, 2])
  })

  test('a topic without a check answers null; a topic of another module 404', async () => {
    expect(ok(await statisticsOf(world, world.grid.at(2, 1).id))).toBeNull()
    const other = await checkWorld(t.app)
    const response = await statisticsOf(world, other.topicId)
    expect({ status: response.statusCode, body: response.json() }).toEqual(notFound)
  })

  test('a run before its first attempt: zeros, no division by nothing', async () => {
    const fresh = await checkWorld(t.app, { opens: 'always' })
    const statistics = ok<CheckStatistics>(await statisticsOf(fresh))
    expect(statistics).toMatchObject({ students: 0, pass_rate: 0, attempts: 0, attempts_per_student: 0 })
    expect(statistics.items[0]).toMatchObject({ right: 0, right_percent: 0, latest_right_percent: 0 })
    expect(statistics.wrong_among_passed).toEqual([])
  })

  test('the session, the archive check and one statement, for one student and for four', async () => {
    const small = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(small, rightAnswers)
    const count = (of: CheckWorld) =>
      statementsOf(t, async () => expect((await statisticsOf(of)).statusCode).toBe(200))
    expect(await count(small)).toBe(3)
    expect(await count(world)).toBe(3)
  })
})

describe('the CSV', () => {
  test('the same numbers, German headers, semicolons, a decimal comma, UTF-8 with a BOM', async () => {
    const response = await api(t.app, world.teacher.token).get('/checks/statistics.csv', {
      event_id: String(world.eventId),
      topic_id: String(world.topicId),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"/)
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const lines = response.body.slice(1).split('\r\n')
    expect(lines.slice(1, 9)).toEqual([
      'Bestehensgrenze in %;80',
      'Lernende mit Versuch;4',
      'Lernende bestanden;3',
      'Bestehensquote in %;75',
      'Versuche;7',
      'Versuche je Lernende/r;1,75',
      '',
      'Nr.;Aufgabe;Art;Richtig (Versuche);Richtig in %;Richtig im letzten Versuch in %;Ohne Antwort;Falsch trotz Bestehen;Falsch trotz Bestehen in %;Antworten (Anteile oder häufige falsche Antworten)',
    ])
    expect(lines.slice(9)).toEqual([
      '1;Welcher Bruch ist am grössten?;Einfachauswahl;5;71;100;0;0;0;1/2: 14 % · 2/4: 14 % · 3/4 (richtig): 71 %',
      '2;Welche Brüche sind gleich gross?;Mehrfachauswahl;4;57;75;1;1;33;1/2 (richtig): 86 % · 2/4 (richtig): 57 % · 3/4: 0 %',
      '3;Wie viele cm sind 1/8 von 1 m?;Zahl;3;43;75;0;0;0;13: 3× · 1e1: 1×',
      '4;Wie heisst 1/2 als Wort?;Kurzantwort;5;71;100;0;0;0;DRITTEL: 2×',
      '5;Ordne der Grösse nach.;Reihenfolge;2;29;25;0;2;67;',
      '',
    ])
  })

  test('a typed answer that Excel would run as a formula stays text', async () => {
    const small = await checkWorld(t.app, { opens: 'always' })
    await takeCheck(small, { ...rightAnswers, q4: { kind: 'text', value: '=HYPERLINK("x";"y")' } })
    const response = await api(t.app, small.teacher.token).get('/checks/statistics.csv', {
      event_id: String(small.eventId),
      topic_id: String(small.topicId),
    })
    expect(response.body).toContain(`;"'=HYPERLINK(""x"";""y""): 1×"\r\n`)
  })

  test('a topic without a check has no CSV (404)', async () => {
    const response = await api(t.app, world.teacher.token).get('/checks/statistics.csv', {
      event_id: String(world.eventId),
      topic_id: String(world.grid.at(2, 1).id),
    })
    expect({ status: response.statusCode, body: response.json() }).toEqual(notFound)
  })
})

describe('an archived class', () => {
  test('its run is read from the archive, with the same numbers', async () => {
    const archived = await checkWorld(t.app, { opens: 'always', wait_hours: 0 })
    await takeCheck(archived, twoRight)
    await takeCheck(archived, rightAnswers)
    const before = ok<CheckStatistics>(await statisticsOf(archived))
    await archiveClass(t.app, archived.teacher, archived.group.id)
    const after = ok<CheckStatistics>(await statisticsOf(archived))
    expect(after).toEqual(before)
    expect(after).toMatchObject({ students: 1, passed_students: 1, attempts: 2, passed_attempts: 1 })
    // Read from the archive: the current year's table has none of them any more.
    const current = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from public.check_attempts where event_id = ${archived.eventId}`,
    )
    expect(resultRows<{ n: number }>(current)).toEqual([{ n: 0 }])
  })
})
