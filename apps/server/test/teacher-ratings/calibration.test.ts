import type { Calibration, EventTeacherRatings } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { computeCalibration } from '../../src/modules/teacher-ratings/calibration.service'
import { rate } from '../activations/activation-builders'
import { otherClassRunning, type RunningModule, read, runningModule } from '../progress/progress-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 19, the class view of the gaps between self-rating and teacher rating, and the teacher's read
// of a whole activation's ratings. Every number below is worked out by hand in the comments.
//
// The grid, 3 columns x 2 rows, 2 questions per topic:
//   A (1,1) a1 a2 | C (2,1) no questions | D (3,1) d1 d2
//   B (1,2) b1 b2 | (2,2) no topic       | E (3,2) e1 e2
// Ratings as student / teacher, gap = student - teacher ("-": not rated; a 0 is "not rated yet"):
//   Anna Zander: a1 5/3 = +2, a2 4.5/3 = +1.5, e1 6/2 = +4, d1 6/-
//   Ben Becker:  a1 1/4 = -3, a2 3/4.5 = -1.5, b1 6/2.5 = +3.5, b2 3/3.5 = -0.5, d2 0/3, e2 4/0
//   Cem Ärger:   b1 2/4 = -2, b2 2/2.5 = -0.5, e2 4/5 = -1
//   Dora Ohne:   a1 4/-, a2 0/- (no pair at all)
//   an inactive member: a1 6/1 (a gap of 5 that must not count)

const t = useTestApp()
let teacher: TestUser
let running: RunningModule
let zander: UserRow
let becker: UserRow
let aerger: UserRow
let ohne: UserRow
let inactive: UserRow
const q = {} as Record<'a1' | 'a2' | 'b1' | 'b2' | 'd1' | 'd2' | 'e1' | 'e2', number>
const topic = {} as Record<'A' | 'B' | 'C' | 'D' | 'E', number>

async function teacherRates(student: UserRow, grades: [number, number][]) {
  for (const [questionId, grade] of grades) {
    const response = await api(t.app, teacher.token).post('/teacherRatings/store', {
      event_id: running.eventId,
      user_ids: [student.id],
      question_id: questionId,
      grade,
    })
    expect(response.statusCode, response.body).toBe(200)
  }
}

async function studentRates(student: UserRow, grades: [number, number][], eventId = running.eventId) {
  await rate(t.app, {
    eventId,
    userId: student.id,
    questionIds: grades.map(([questionId]) => questionId),
    grades: grades.map(([, grade]) => grade),
  })
}

beforeAll(async () => {
  teacher = await createUser(t.app)
  running = await runningModule(t.app, teacher.user.id, {
    students: 4,
    inactive: 1,
    columns: 3,
    rows: 2,
    questions: 2,
    names: [
      { firstname: 'Anna', lastname: 'Zander' },
      { firstname: 'Ben', lastname: 'Becker' },
      { firstname: 'Cem', lastname: 'Ärger' },
      { firstname: 'Dora', lastname: 'Ohne' },
    ],
  })
  ;[zander, becker, aerger, ohne] = running.students as [UserRow, UserRow, UserRow, UserRow]
  inactive = running.inactive[0]!
  const grid = running.grid
  ;[q.a1, q.a2] = grid.at(1, 1).questionIds as [number, number]
  ;[q.b1, q.b2] = grid.at(1, 2).questionIds as [number, number]
  ;[q.d1, q.d2] = grid.at(3, 1).questionIds as [number, number]
  ;[q.e1, q.e2] = grid.at(3, 2).questionIds as [number, number]
  Object.assign(topic, {
    A: grid.at(1, 1).id,
    B: grid.at(1, 2).id,
    C: grid.at(2, 1).id,
    D: grid.at(3, 1).id,
    E: grid.at(3, 2).id,
  })
  const db = t.app.ctx.db
  await db.execute(sql`delete from questions where topic_id = ${topic.C}`)
  await db.execute(sql`delete from topics where id = ${grid.at(2, 2).id}`)

  await studentRates(zander, [
    [q.a1, 5],
    [q.a2, 4.5],
    [q.e1, 6],
    [q.d1, 6],
  ])
  await teacherRates(zander, [
    [q.a1, 3],
    [q.a2, 3],
    [q.e1, 2],
  ])
  await studentRates(becker, [
    [q.a1, 1],
    [q.a2, 3],
    [q.b1, 6],
    [q.b2, 3],
    [q.d2, 0],
    [q.e2, 4],
  ])
  await teacherRates(becker, [
    [q.a1, 4],
    [q.a2, 4.5],
    [q.b1, 2.5],
    [q.b2, 3.5],
    [q.d2, 3],
    [q.e2, 0],
  ])
  await studentRates(aerger, [
    [q.b1, 2],
    [q.b2, 2],
    [q.e2, 4],
  ])
  await teacherRates(aerger, [
    [q.b1, 4],
    [q.b2, 2.5],
    [q.e2, 5],
  ])
  await studentRates(ohne, [
    [q.a1, 4],
    [q.a2, 0],
  ])
  // The inactive member was rated while still active: the store refuses inactive members now.
  await studentRates(inactive, [[q.a1, 6]])
  const now = t.clock.now().toISOString()
  await db.execute(sql`insert into teacher_ratings (event_id, user_id, question_id, grade, rated_by, created_at, updated_at)
    values (${running.eventId}, ${inactive.id}, ${q.a1}, 1, ${teacher.user.id}, ${now}::timestamptz, ${now}::timestamptz)`)
  // The same module with another class: its ratings belong to another event and never count here.
  const other = await otherClassRunning(t.app, teacher.user.id, running.grid.moduleId, [zander])
  await studentRates(zander, [[q.b1, 1]], other.eventId)
})

const calibrationOf = (eventId = running.eventId) =>
  read<Calibration>(t.app, teacher, '/teacherRatings/calibration', { event_id: eventId })

describe('the calibration view', () => {
  test('lists the topics with pairs, the most large gaps first, then the largest gap', async () => {
    const { topics } = await calibrationOf()
    expect(topics).toEqual([
      // B: Becker b1 +3.5, b2 -0.5; Ärger b1 -2, b2 -0.5 -> 4 pairs, large +3.5 (higher) and -2
      // (lower); the largest 3.5, above A's 3: B before A although A comes first in the grid.
      {
        topic_id: topic.B,
        title: 'Thema 1.2',
        column: 1,
        row: 2,
        pairs: 4,
        large_gaps: 2,
        higher: 1,
        lower: 1,
        largest_gap: 3.5,
      },
      // A: Zander a1 +2, a2 +1.5; Becker a1 -3, a2 -1.5 -> 4 pairs, large +2 and -3; largest 3. Dora
      // Ohne's ratings have no teacher's beside them, the inactive member's gap of 5 does not count.
      {
        topic_id: topic.A,
        title: 'Thema 1.1',
        column: 1,
        row: 1,
        pairs: 4,
        large_gaps: 2,
        higher: 1,
        lower: 1,
        largest_gap: 3,
      },
      // E: Zander e1 +4; Ärger e2 -1; Becker's e2 has the teacher's 0 -> 2 pairs, 1 large (+4): the
      // largest gap of all, but fewer large gaps, so last.
      {
        topic_id: topic.E,
        title: 'Thema 3.2',
        column: 3,
        row: 2,
        pairs: 2,
        large_gaps: 1,
        higher: 1,
        lower: 0,
        largest_gap: 4,
      },
      // Not listed: C (no questions), D (Zander's d1 has no teacher's grade, Becker's d2 is the
      // student's 0), the empty cell (2,2).
    ])
  })

  test('gives every active student, by name as a German reader sorts, with share and mean of their pairs', async () => {
    const { students } = await calibrationOf()
    // Issue 37: no topic of this grid has a check, so nobody has a check result.
    const row = (student: UserRow) => ({
      user_id: student.id,
      firstname: student.firstname,
      lastname: student.lastname,
      checks: 0,
      checks_attested: 0,
      reached_not_attested: 0,
    })
    expect(students).toEqual([
      // Ärger (Ä with A, before B): -2, -0.5, -1 -> 2 of 3 within 1 step = 66.67 % -> 67;
      // mean -3.5 / 3 = -1.1667 -> -1.17, of the sizes 3.5 / 3 -> 1.17; one large gap, lower.
      {
        ...row(aerger),
        pairs: 3,
        hit_share: 67,
        mean_gap: -1.17,
        mean_absolute_gap: 1.17,
        higher: 0,
        lower: 1,
      },
      // Becker: -3, -1.5, +3.5, -0.5 -> 1 of 4 = 25 %; mean -1.5 / 4 = -0.375 -> -0.38 (halves away
      // from zero); +3.5 higher, -3 lower. Issue 31: the gaps' sizes 8.5 / 4 = 2.125 -> 2.13: the
      // signed mean alone hides how far off she is.
      {
        ...row(becker),
        pairs: 4,
        hit_share: 25,
        mean_gap: -0.38,
        mean_absolute_gap: 2.13,
        higher: 1,
        lower: 1,
      },
      // Ohne: no pair, so no share and no mean.
      {
        ...row(ohne),
        pairs: 0,
        hit_share: null,
        mean_gap: null,
        mean_absolute_gap: null,
        higher: 0,
        lower: 0,
      },
      // Zander: +2, +1.5, +4 -> none within 1 step = 0 %; mean 7.5 / 3 = 2.5; +2 and +4 higher. Her
      // rating in the other class's event (b1) does not count.
      { ...row(zander), pairs: 3, hit_share: 0, mean_gap: 2.5, mean_absolute_gap: 2.5, higher: 2, lower: 0 },
    ])
    expect(students.map((student) => student.user_id)).not.toContain(inactive.id)
  })

  test('an activation without ratings: no topic, every student without a share', async () => {
    const other = await runningModule(t.app, teacher.user.id, { students: 2 })
    const { topics, students } = await calibrationOf(other.eventId)
    expect(topics).toEqual([])
    expect(students.map((student) => [student.user_id, student.pairs, student.hit_share])).toEqual(
      other.students.map((student) => [student.id, 0, null]),
    )
  })

  test('a tie in gaps goes by grid order: column, then row', () => {
    const pairOf = (topicId: number) => [
      [1, topicId * 10, 5],
      [1, topicId * 10 + 1, 3],
    ]
    const result = computeCalibration({
      // Handed over against the grid's order on purpose.
      topics: [
        { id: 3, title: 'C', column: 2, row: 1, question_ids: [30, 31] },
        { id: 2, title: 'B', column: 1, row: 2, question_ids: [20, 21] },
        { id: 1, title: 'A', column: 1, row: 1, question_ids: [10, 11] },
      ],
      students: [{ id: 1, firstname: 'A', lastname: 'B', goal: 4 }],
      check_topic_ids: [],
      check_results: [],
      // Student 1 rated 5 on every first question, 3 on every second; the teacher 3 on all: +2 and 0.
      student_grades: [1, 2, 3].flatMap(pairOf) as [number, number, number][],
      teacher_grades: [1, 2, 3].flatMap((id) => [
        [1, id * 10, 3],
        [1, id * 10 + 1, 3],
      ]) as [number, number, number][],
    })
    expect(result.topics.map((entry) => [entry.title, entry.large_gaps, entry.largest_gap])).toEqual([
      ['A', 1, 2],
      ['B', 1, 2],
      ['C', 1, 2],
    ])
    // +2, 0, +2, 0, +2, 0 -> 3 of 6 within 1 step = 50 %; mean 6 / 6 = 1.
    expect(result.students).toEqual([
      {
        user_id: 1,
        firstname: 'A',
        lastname: 'B',
        pairs: 6,
        hit_share: 50,
        mean_gap: 1,
        mean_absolute_gap: 1,
        higher: 3,
        lower: 0,
        checks: 0,
        checks_attested: 0,
        reached_not_attested: 0,
      },
    ])
  })
})

describe('the teacher ratings of an activation', () => {
  test("every active student's, 0 grades too, not the inactive member's; not released", async () => {
    const answer = await read<EventTeacherRatings>(t.app, teacher, '/teacherRatings/byEvent', {
      event_id: running.eventId,
    })
    const expected = [
      [zander.id, q.a1, 3],
      [zander.id, q.a2, 3],
      [zander.id, q.e1, 2],
      [becker.id, q.a1, 4],
      [becker.id, q.a2, 4.5],
      [becker.id, q.b1, 2.5],
      [becker.id, q.b2, 3.5],
      [becker.id, q.d2, 3],
      [becker.id, q.e2, 0],
      [aerger.id, q.b1, 4],
      [aerger.id, q.b2, 2.5],
      [aerger.id, q.e2, 5],
    ]
      .map(([user_id, question_id, grade]) => ({ user_id, question_id, grade }))
      .sort((a, b) => a.user_id! - b.user_id! || a.question_id! - b.question_id!)
    expect(answer).toEqual({ released: false, ratings: expected })
  })
})
