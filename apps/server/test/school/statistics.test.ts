import { schoolMessages } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  addMembers,
  createClass,
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  type EventFields,
  insertStudent,
  rateHomework,
  recordExamResult,
  type TopicWithQuestions,
} from './school-builders'

const t = useTestApp()

const statistics = (who: TestUser, userId: number, groupId: number) =>
  api(t.app, who.token).get('/evaluations/getEvaluationsGroupedBySubjectsByUserId', {
    user_id: String(userId),
    group_id: String(groupId),
  })
const notDone = (who: TestUser, userId: number, groupId: number, subjectId: number) =>
  api(t.app, who.token).get('/events/notDoneEvents', {
    userId: String(userId),
    groupId: String(groupId),
    subjectId: String(subjectId),
  })
/** A not-done entry as the API lists it; due_at is compared as an instant, whatever its notation. */
const entry = (id: number, title: string, overdue = true) => ({
  id,
  due_at: expect.any(String),
  overdue,
  topic: { title },
})
const dueDates = (list: { due_at: string }[]) => list.map((item) => new Date(item.due_at).toISOString())

/*
 * Class 5a of the teacher: Anna (goal 4.5) and Ben. Anna is also in 5b, with Carla.
 * Every grade below is chosen so that a wrong formula gives another number:
 * Mathematik homework of Anna: bruch 4, 5, 6 (goal 4) -> 5; dezimal 3 (goal 4), 4 (goal 5) -> 3.5,
 * goal 4.5; prozent 6 (goal 5, one of three questions) -> 6. Mean of the homework means
 * (5 + 3.5 + 6) / 3 = 4.8333 (the mean of all six ratings would be 4.6667).
 * Mathematik exams of Anna: algebra 5.5, funktionen 0 (not graded yet), statistik 4 -> (5.5 + 4) / 2 = 4.75.
 */
let teacher: TestUser
let otherTeacher: TestUser
let anna: UserRow
let ben: UserRow
let carla: UserRow
let fiveA: { id: number }
let fiveB: { id: number }
type SubjectKey = 'math' | 'german' | 'english' | 'history' | 'french'
const subject = {} as Record<SubjectKey, { id: number }>
const topic: Record<string, TopicWithQuestions> = {}
const event: Record<string, number> = {}

async function setEvent(
  name: string,
  fields: Omit<EventFields, 'teacherId' | 'topicId' | 'dueAt'> & { topic: string; dueInDays: number },
) {
  event[name] = await createEvent(t.app, {
    type: fields.type,
    teacherId: teacher.user.id,
    groupId: fields.groupId,
    subjectId: fields.subjectId,
    topicId: topic[fields.topic]!.id,
    dueAt: daysFromNow(t.app, fields.dueInDays),
  })
}
const rate = (name: string, student: UserRow, grades: [number, number][]) =>
  rateHomework(t.app, {
    eventId: event[name]!,
    userId: student.id,
    topic: topic[name]!,
    ratings: grades.map(([grade, goal]) => ({ grade, goal })),
  })

beforeAll(async () => {
  teacher = await createUser(t.app)
  otherTeacher = await createUser(t.app)
  anna = await insertStudent(t.app, { firstname: 'Anna', lastname: 'Frei', goal: 4.5 })
  ben = await insertStudent(t.app, { firstname: 'Ben', lastname: 'Graf', goal: 4 })
  carla = await insertStudent(t.app, { firstname: 'Carla', lastname: 'Huber' })
  fiveA = await createClass(t.app, teacher.user.id, '5a', [anna, ben])
  fiveB = await createClass(t.app, teacher.user.id, '5b', [anna, carla])
  subject.math = await createSubjectRow(t.app, teacher.user.id, 'Mathematik', 'M')
  subject.german = await createSubjectRow(t.app, teacher.user.id, 'deutsch', 'D')
  subject.english = await createSubjectRow(t.app, teacher.user.id, 'Englisch', 'E')
  subject.history = await createSubjectRow(t.app, teacher.user.id, 'Geschichte', 'G')
  subject.french = await createSubjectRow(t.app, teacher.user.id, 'Französisch', 'F')

  // Topics are named like the events set on them.
  const names = [
    ...['bruch', 'dezimal', 'prozent', 'geometrie', 'gleichung', 'zahlenstrahl', 'runden'],
    ...['algebra', 'funktionen', 'statistik', 'wahrscheinlichkeit', 'koerper'],
    ...['kommas', 'aufsatz', 'vocabulary', 'bruch5b', 'vocabulaire'],
  ]
  for (const made of await createTopics(t.app, teacher.user.id, names)) topic[made.title] = made

  const math = { groupId: fiveA.id, subjectId: subject.math.id }
  await setEvent('bruch', { ...math, type: 'homework', topic: 'bruch', dueInDays: -20 })
  await setEvent('dezimal', { ...math, type: 'homework', topic: 'dezimal', dueInDays: -10 })
  await setEvent('prozent', { ...math, type: 'homework', topic: 'prozent', dueInDays: -5 })
  await setEvent('geometrie', { ...math, type: 'homework', topic: 'geometrie', dueInDays: -2 })
  await setEvent('gleichung', { ...math, type: 'homework', topic: 'gleichung', dueInDays: 3 })
  await setEvent('zahlenstrahl', { ...math, type: 'homework', topic: 'zahlenstrahl', dueInDays: -40 })
  await setEvent('runden', { ...math, type: 'homework', topic: 'runden', dueInDays: -12 })
  await setEvent('algebra', { ...math, type: 'exam', topic: 'algebra', dueInDays: -15 })
  await setEvent('funktionen', { ...math, type: 'exam', topic: 'funktionen', dueInDays: -8 })
  await setEvent('statistik', { ...math, type: 'exam', topic: 'statistik', dueInDays: -3 })
  await setEvent('wahrscheinlichkeit', { ...math, type: 'exam', topic: 'wahrscheinlichkeit', dueInDays: -1 })
  await setEvent('koerper', { ...math, type: 'exam', topic: 'koerper', dueInDays: 2 })
  // An activated module of the class: neither homework nor exam.
  await createEvent(t.app, {
    type: 'module',
    teacherId: teacher.user.id,
    ...math,
    dueAt: daysFromNow(t.app, -1),
  })
  const german = { groupId: fiveA.id, subjectId: subject.german.id }
  await setEvent('kommas', { ...german, type: 'homework', topic: 'kommas', dueInDays: -6 })
  await setEvent('aufsatz', { ...german, type: 'exam', topic: 'aufsatz', dueInDays: -4 })
  await setEvent('vocabulary', {
    groupId: fiveA.id,
    subjectId: subject.english.id,
    type: 'homework',
    topic: 'vocabulary',
    dueInDays: -7,
  })
  await setEvent('bruch5b', {
    groupId: fiveB.id,
    subjectId: subject.math.id,
    type: 'homework',
    topic: 'bruch5b',
    dueInDays: -9,
  })
  await setEvent('vocabulaire', {
    groupId: fiveB.id,
    subjectId: subject.french.id,
    type: 'homework',
    topic: 'vocabulaire',
    dueInDays: -9,
  })

  await rate('bruch', anna, [
    [4, 4],
    [5, 4],
    [6, 4],
  ])
  await rate('dezimal', anna, [
    [3, 4],
    [4, 5],
  ])
  await rate('prozent', anna, [[6, 5]])
  await rate('kommas', anna, [
    [5, 4.5],
    [5.5, 4.5],
  ])
  await rate('bruch5b', anna, [
    [1, 4],
    [1, 4],
    [1, 4],
  ])
  await rate('vocabulaire', anna, [[6, 6]])
  await recordExamResult(t.app, { eventId: event.algebra!, userId: anna.id, before: 4, after: 5, grade: 5.5 })
  await recordExamResult(t.app, {
    eventId: event.funktionen!,
    userId: anna.id,
    before: 3,
    after: 4,
    grade: 0,
  })
  await recordExamResult(t.app, { eventId: event.statistik!, userId: anna.id, grade: 4 })

  await rate('bruch', ben, [
    [1, 4],
    [1, 4],
    [1, 4],
  ])
  await rate('geometrie', ben, [[2, 4]])
  await rate('vocabulary', ben, [
    [5, 4],
    [5, 4],
    [5, 4],
  ])
  await recordExamResult(t.app, { eventId: event.wahrscheinlichkeit!, userId: ben.id, grade: 6 })
})

describe('GET /evaluations/getEvaluationsGroupedBySubjectsByUserId', () => {
  test("Anna in 5a: each subject of the class's homework and exams, by title, with hand-computed means", async () => {
    const response = await statistics(teacher, anna.id, fiveA.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      {
        subject_id: subject.german.id,
        subject_title: 'deutsch',
        goal: 4.5,
        homework_avg: 5.25,
        exam_avg: null,
        homework: [{ event_id: event.kommas, topic_title: 'kommas', event_avg: 5.25, goal: 4.5 }],
        exam: [],
      },
      // Homework set, nothing done by Anna (Ben's rating stays his).
      {
        subject_id: subject.english.id,
        subject_title: 'Englisch',
        goal: 4.5,
        homework_avg: null,
        exam_avg: null,
        homework: [],
        exam: [],
      },
      {
        subject_id: subject.math.id,
        subject_title: 'Mathematik',
        goal: 4.5,
        homework_avg: expect.closeTo(14.5 / 3, 10),
        exam_avg: 4.75,
        homework: [
          { event_id: event.bruch, topic_title: 'bruch', event_avg: 5, goal: 4 },
          { event_id: event.dezimal, topic_title: 'dezimal', event_avg: 3.5, goal: 4.5 },
          { event_id: event.prozent, topic_title: 'prozent', event_avg: 6, goal: 5 },
        ],
        exam: [
          { event_id: event.algebra, topic_title: 'algebra', before: 4, after: 5, grade: 5.5 },
          { event_id: event.funktionen, topic_title: 'funktionen', before: 3, after: 4, grade: 0 },
          { event_id: event.statistik, topic_title: 'statistik', before: null, after: null, grade: 4 },
        ],
      },
    ])
  })

  test('Ben in the same class gets only his own results, with his goal', async () => {
    const response = await statistics(teacher, ben.id, fiveA.id)
    const bySubject = Object.fromEntries(
      (response.json() as { subject_title: string }[]).map((row) => [row.subject_title, row]),
    )
    expect(Object.keys(bySubject)).toEqual(['deutsch', 'Englisch', 'Mathematik'])
    expect(bySubject.Mathematik).toMatchObject({
      goal: 4,
      homework_avg: 1.5,
      exam_avg: 6,
      homework: [
        { event_id: event.bruch, event_avg: 1 },
        { event_id: event.geometrie, event_avg: 2 },
      ],
      exam: [{ event_id: event.wahrscheinlichkeit, before: null, after: null, grade: 6 }],
    })
    expect(bySubject.Englisch).toMatchObject({ homework_avg: 5, homework: [{ event_id: event.vocabulary }] })
    expect(bySubject.deutsch).toMatchObject({ homework_avg: null, exam_avg: null, homework: [], exam: [] })
  })

  test('Anna in 5b counts only the events of 5b', async () => {
    const response = await statistics(teacher, anna.id, fiveB.id)
    expect(response.json()).toEqual([
      expect.objectContaining({
        subject_title: 'Französisch',
        homework_avg: 6,
        homework: [{ event_id: event.vocabulaire, topic_title: 'vocabulaire', event_avg: 6, goal: 6 }],
      }),
      expect.objectContaining({
        subject_title: 'Mathematik',
        homework_avg: 1,
        exam_avg: null,
        homework: [{ event_id: event.bruch5b, topic_title: 'bruch5b', event_avg: 1, goal: 4 }],
        exam: [],
      }),
    ])
  })

  test('a class without homework or exams gives an empty list', async () => {
    const group = await createClass(t.app, teacher.user.id, 'Neu', [anna])
    expect(answer(await statistics(teacher, anna.id, group.id))).toEqual({ status: 200, body: [] })
  })

  test('needs the same number of SQL statements for 5 as for 50 homeworks', async () => {
    async function studentWithHomeworks(count: number) {
      const student = await insertStudent(t.app)
      const group = await createClass(t.app, teacher.user.id, `Menge ${count}`, [student])
      const made = await createTopics(
        t.app,
        teacher.user.id,
        Array.from({ length: count }, (_, i) => `T${i}`),
        2,
      )
      const subjects = [subject.math, subject.german, subject.english, subject.history, subject.french]
      for (const [index, each] of made.entries()) {
        const eventId = await createEvent(t.app, {
          type: index % 5 === 4 ? 'exam' : 'homework',
          teacherId: teacher.user.id,
          groupId: group.id,
          subjectId: subjects[index % subjects.length]!.id,
          topicId: each.id,
          dueAt: daysFromNow(t.app, -1 - index),
        })
        if (index % 5 === 4) await recordExamResult(t.app, { eventId, userId: student.id, grade: 5 })
        else
          await rateHomework(t.app, {
            eventId,
            userId: student.id,
            topic: each,
            ratings: [{ grade: 5, goal: 4 }],
          })
      }
      const before = t.app.ctx.database.queries.count
      const response = await statistics(teacher, student.id, group.id)
      const statements = t.app.ctx.database.queries.count - before
      const rows = response.json() as { homework: unknown[]; exam: unknown[] }[]
      expect(rows.reduce((sum, row) => sum + row.homework.length + row.exam.length, 0)).toBe(count)
      return statements
    }
    const few = await studentWithHomeworks(5)
    const many = await studentWithHomeworks(50)
    expect(many).toBe(few)
    // With the check whether the class is archived (decision 051).
    expect(few).toBeLessThanOrEqual(4)
  })
})

describe('GET /events/notDoneEvents', () => {
  test('lists homework not rated in full and held exams without a result, newest first', async () => {
    const response = await notDone(teacher, anna.id, fiveA.id, subject.math.id)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    // gleichung is open (due in 3 days), listed but not overdue; prozent (one of three questions
    // rated) and dezimal (two of three) are started, not done. Not: koerper (an exam not held yet),
    // zahlenstrahl (due before Anna joined), bruch (all three questions rated), funktionen (a result
    // with grade 0 is a result).
    expect(body).toEqual({
      homeworks: [
        entry(event.gleichung!, 'gleichung', false),
        entry(event.geometrie!, 'geometrie'),
        entry(event.prozent!, 'prozent'),
        entry(event.dezimal!, 'dezimal'),
        entry(event.runden!, 'runden'),
      ],
      exams: [entry(event.wahrscheinlichkeit!, 'wahrscheinlichkeit')],
    })
    expect(dueDates(body.homeworks)).toEqual(
      [3, -2, -5, -10, -12].map((days) => daysFromNow(t.app, days).toISOString()),
    )
    expect(dueDates(body.exams)).toEqual([daysFromNow(t.app, -1).toISOString()])
  })

  test('per subject, and for the student asked about', async () => {
    // kommas: two of three questions rated.
    expect((await notDone(teacher, anna.id, fiveA.id, subject.german.id)).json()).toEqual({
      homeworks: [entry(event.kommas!, 'kommas')],
      exams: [entry(event.aufsatz!, 'aufsatz')],
    })
    expect((await notDone(teacher, anna.id, fiveA.id, subject.english.id)).json()).toEqual({
      homeworks: [entry(event.vocabulary!, 'vocabulary')],
      exams: [],
    })
    expect((await notDone(teacher, ben.id, fiveA.id, subject.english.id)).json()).toEqual({
      homeworks: [],
      exams: [],
    })
    expect((await notDone(teacher, anna.id, fiveA.id, subject.history.id)).json()).toEqual({
      homeworks: [],
      exams: [],
    })
    // 5b: Anna rated all of its only Mathematik homework (grade 1, the lowest that counts); 5a's open work does not show there.
    expect((await notDone(teacher, anna.id, fiveB.id, subject.math.id)).json()).toEqual({
      homeworks: [],
      exams: [],
    })
  })

  test('what was due before the student joined does not count', async () => {
    const dora = await insertStudent(t.app, { firstname: 'Dora' })
    await addMembers(t.app, fiveA.id, [dora], { joinedAt: daysFromNow(t.app, -2.5) })
    expect((await notDone(teacher, dora.id, fiveA.id, subject.math.id)).json()).toEqual({
      homeworks: [entry(event.gleichung!, 'gleichung', false), entry(event.geometrie!, 'geometrie')],
      exams: [entry(event.wahrscheinlichkeit!, 'wahrscheinlichkeit')],
    })
  })

  test('the statement count does not grow with the number of events', async () => {
    const count = async (subjectId: number) => {
      const before = t.app.ctx.database.queries.count
      expect((await notDone(teacher, anna.id, fiveA.id, subjectId)).statusCode).toBe(200)
      return t.app.ctx.database.queries.count - before
    }
    expect(await count(subject.math.id)).toBe(await count(subject.history.id))
  })
})

describe('access to a student', () => {
  test('another teacher, even with the student in a class of theirs, gets 404 for this class', async () => {
    const own = await createClass(t.app, otherTeacher.user.id, 'Chor', [anna])
    const foreignSubject = await createSubjectRow(t.app, otherTeacher.user.id, 'Singen', 'SI')
    expect(answer(await statistics(otherTeacher, anna.id, fiveA.id))).toEqual(notFound)
    expect(answer(await notDone(otherTeacher, anna.id, fiveA.id, foreignSubject.id))).toEqual(notFound)
    expect(answer(await notDone(otherTeacher, anna.id, fiveA.id, subject.math.id))).toEqual(notFound)
    // In the other teacher's own class, the other teacher sees only what was set there (nothing).
    expect(answer(await statistics(otherTeacher, anna.id, own.id))).toEqual({ status: 200, body: [] })
    expect(answer(await notDone(otherTeacher, anna.id, own.id, foreignSubject.id))).toEqual({
      status: 200,
      body: { homeworks: [], exams: [] },
    })
  })

  test('an inactive membership keeps its statistics (the teacher may switch it back)', async () => {
    const eli = await insertStudent(t.app, { firstname: 'Eli' })
    await addMembers(t.app, fiveA.id, [eli], { active: false })
    const response = await statistics(teacher, eli.id, fiveA.id)
    expect(response.statusCode).toBe(200)
    expect((response.json() as { subject_title: string }[]).map((row) => row.subject_title)).toEqual([
      'deutsch',
      'Englisch',
      'Mathematik',
    ])
    expect((await notDone(teacher, eli.id, fiveA.id, subject.german.id)).json()).toEqual({
      homeworks: [entry(event.kommas!, 'kommas')],
      exams: [entry(event.aufsatz!, 'aufsatz')],
    })
  })

  test('a student who is not in the class gets 404, as does a class that does not exist', async () => {
    expect(answer(await statistics(teacher, carla.id, fiveA.id))).toEqual(notFound)
    expect(answer(await notDone(teacher, carla.id, fiveA.id, subject.math.id))).toEqual(notFound)
    expect(answer(await statistics(teacher, anna.id, 2_147_483_647))).toEqual(notFound)
    // The teacher asking about themselves: a teacher is no member of their own class.
    expect(answer(await statistics(teacher, teacher.user.id, fiveA.id))).toEqual(notFound)
  })

  test('a subject of another teacher, or one that does not exist, gets 404', async () => {
    const foreignSubject = await createSubjectRow(t.app, otherTeacher.user.id, 'Werken', 'WE')
    expect(answer(await notDone(teacher, anna.id, fiveA.id, foreignSubject.id))).toEqual(notFound)
    expect(answer(await notDone(teacher, anna.id, fiveA.id, 2_147_483_647))).toEqual(notFound)
  })
})

describe('query validation', () => {
  const m = schoolMessages
  const path = '/evaluations/getEvaluationsGroupedBySubjectsByUserId'
  test.each([
    ['no user_id', { group_id: '1' }, { user_id: [m.idInvalid] }],
    ['a user_id that is not a number', { user_id: 'anna', group_id: '1' }, { user_id: [m.idInvalid] }],
    ['an empty group_id', { user_id: '1', group_id: '' }, { group_id: [m.idInvalid] }],
    [
      'camelCase names',
      { userId: '1', groupId: '1' },
      {
        user_id: [m.idInvalid],
        group_id: [m.idInvalid],
        userId: ['Unbekanntes Feld'],
        groupId: ['Unbekanntes Feld'],
      },
    ],
  ])('statistics: %s is 422', async (_name, query, errors) => {
    expect(answer(await api(t.app, teacher.token).get(path, query))).toEqual(invalid(errors))
  })

  test.each([
    ['no subjectId', { userId: '1', groupId: '1' }, { subjectId: [m.idInvalid] }],
    [
      'a groupId that is not a number',
      { userId: '1', groupId: 'fünf', subjectId: '1' },
      { groupId: [m.idInvalid] },
    ],
    ['a negative userId', { userId: '-1', groupId: '1', subjectId: '1' }, { userId: [m.idInvalid] }],
  ])('notDoneEvents: %s is 422', async (_name, query, errors) => {
    expect(answer(await api(t.app, teacher.token).get('/events/notDoneEvents', query))).toEqual(
      invalid(errors),
    )
  })
})

// Last: the clock moves forward here, and the rest of the file reads "now".
describe('when time passes', () => {
  test('open homework becomes overdue, and an exam not done, once its date has passed', async () => {
    t.clock.advanceMinutes(4 * 24 * 60)
    expect((await notDone(teacher, anna.id, fiveA.id, subject.math.id)).json()).toEqual({
      homeworks: [
        entry(event.gleichung!, 'gleichung'),
        entry(event.geometrie!, 'geometrie'),
        entry(event.prozent!, 'prozent'),
        entry(event.dezimal!, 'dezimal'),
        entry(event.runden!, 'runden'),
      ],
      exams: [entry(event.koerper!, 'koerper'), entry(event.wahrscheinlichkeit!, 'wahrscheinlichkeit')],
    })
  })
})
