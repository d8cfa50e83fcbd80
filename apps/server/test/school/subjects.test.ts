import { schoolMessages, trashMessages } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { events, modules, subjects } from '../../src/db/schema'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createClass,
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  insertStudent,
} from './school-builders'

const t = useTestApp()

const m = schoolMessages
const subjectRow = async (id: number) =>
  (await t.app.ctx.db.select().from(subjects).where(eq(subjects.id, id)))[0]
const allSubjects = () => t.app.ctx.db.select().from(subjects).orderBy(asc(subjects.id))

let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})
const asTeacher = () => api(t.app, teacher.token)
let tokensMade = 0
/** A Kürzel the test teacher does not use yet: a teacher's Kürzel are unique (decision 009). */
const freshToken = (prefix: string) => `${prefix}${++tokensMade}`

describe('GET /subjects', () => {
  test("lists only the teacher's own subjects, by title regardless of case", async () => {
    const own = await createUser(t.app)
    for (const [title, token] of [
      ['mathematik', 'M'],
      ['Biologie', 'BIO'],
      ['Deutsch', 'D'],
      ['chemie', 'CH'],
    ] as const) {
      await createSubjectRow(t.app, own.user.id, title, token)
    }
    await createSubjectRow(t.app, other.user.id, 'Astronomie', 'AST')

    const response = await api(t.app, own.token).get('/subjects')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { id: expect.any(Number), title: 'Biologie', token: 'BIO' },
      { id: expect.any(Number), title: 'chemie', token: 'CH' },
      { id: expect.any(Number), title: 'Deutsch', token: 'D' },
      { id: expect.any(Number), title: 'mathematik', token: 'M' },
    ])
  })

  test('a teacher without subjects gets an empty list', async () => {
    const fresh = await createUser(t.app)
    expect(answer(await api(t.app, fresh.token).get('/subjects'))).toEqual({ status: 200, body: [] })
  })
})

describe('POST /subjects/store, update and remove', () => {
  test('store saves the trimmed title and token for the teacher and answers the subject', async () => {
    const response = await asTeacher().post('/subjects/store', { title: '  Geografie ', token: ' GG ' })
    expect(response.statusCode).toBe(200)
    const created = response.json()
    expect(created).toEqual({ id: expect.any(Number), title: 'Geografie', token: 'GG' })
    expect(await subjectRow(created.id)).toMatchObject({
      teacherId: teacher.user.id,
      title: 'Geografie',
      token: 'GG',
    })
    expect((await asTeacher().get('/subjects')).json()).toContainEqual(created)
  })

  test('the longest title and token are accepted', async () => {
    const payload = { title: 'T'.repeat(100), token: 'K'.repeat(10) }
    const response = await asTeacher().post('/subjects/store', payload)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject(payload)
  })

  test('update changes title and token and answers the subject', async () => {
    const row = await createSubjectRow(t.app, teacher.user.id, 'Musik', 'MU')
    const response = await asTeacher().post('/subjects/update', {
      id: row.id,
      title: 'Musik und Bewegung',
      token: 'MB',
    })
    expect(answer(response)).toEqual({
      status: 200,
      body: { id: row.id, title: 'Musik und Bewegung', token: 'MB' },
    })
    expect(await subjectRow(row.id)).toMatchObject({ title: 'Musik und Bewegung', token: 'MB' })
  })

  test('remove deletes the subject', async () => {
    const row = await createSubjectRow(t.app, teacher.user.id, 'Werken', 'WE')
    const response = await asTeacher().post('/subjects/remove', { id: row.id })
    expect(answer(response)).toEqual({
      status: 200,
      body: { message: trashMessages.movedToTrash, trash_id: expect.any(Number) },
    })
    expect(await subjectRow(row.id)).toBeUndefined()
    const again = await asTeacher().post('/subjects/remove', { id: row.id })
    expect(answer(again)).toEqual(notFound)
  })
})

describe('subject validation', () => {
  test('an empty form names the title first, then the token, with the texts of the spec', async () => {
    const before = await allSubjects()
    const response = await asTeacher().post('/subjects/store', {})
    expect(answer(response)).toEqual(
      invalid({
        title: ['Bitte geben Sie einen Namen für das Fach ein'],
        token: ['Bitte geben Sie ein Kürzel für das Fach ein'],
      }),
    )
    expect(Object.keys(response.json().errors)).toEqual(['title', 'token'])
    expect(await allSubjects()).toEqual(before)
  })

  const tooLongTitle = 'x'.repeat(10_000)
  test.each([
    ['whitespace-only title', { title: '   ', token: 'M' }, { title: [m.subjectTitleRequired] }],
    ['whitespace-only token', { title: 'Mathe', token: ' \t ' }, { token: [m.subjectTokenRequired] }],
    ['title that is not text', { title: 42, token: 'M' }, { title: [m.subjectTitleRequired] }],
    ['title null', { title: null, token: 'M' }, { title: [m.subjectTitleRequired] }],
    ['title of 101 characters', { title: 'x'.repeat(101), token: 'M' }, { title: [m.subjectTitleTooLong] }],
    ['title of 10,000 characters', { title: tooLongTitle, token: 'M' }, { title: [m.subjectTitleTooLong] }],
    ['token of 11 characters', { title: 'Mathe', token: 'ABCDEFGHIJK' }, { token: [m.subjectTokenTooLong] }],
    ['an unknown field', { title: 'Mathe', token: 'M', color: 'red' }, { color: ['Unbekanntes Feld'] }],
    ['an id on store', { id: 1, title: 'Mathe', token: 'M' }, { id: ['Unbekanntes Feld'] }],
  ])('store refuses %s with 422 and saves nothing', async (_name, payload, errors) => {
    const before = await allSubjects()
    expect(answer(await asTeacher().post('/subjects/store', payload))).toEqual(invalid(errors))
    expect(await allSubjects()).toEqual(before)
  })

  test('the too-long messages are the German texts', () => {
    expect(m.subjectTitleTooLong).toBe('Der Name darf höchstens 100 Zeichen lang sein')
    expect(m.subjectTokenTooLong).toBe('Das Kürzel darf höchstens 10 Zeichen lang sein')
  })

  test.each([
    ['not a number', 'abc'],
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 1.5],
    ['beyond PostgreSQL integer', 2_147_483_648],
    ['missing', undefined],
  ])('update and remove refuse an id that is %s with 422', async (_name, id) => {
    const row = await createSubjectRow(t.app, teacher.user.id, 'Turnen', freshToken('TU'))
    const before = await allSubjects()
    const update = await asTeacher().post('/subjects/update', { id, title: 'Sport', token: 'SP' })
    expect(answer(update)).toEqual(invalid({ id: [m.idInvalid] }))
    const remove = await asTeacher().post('/subjects/remove', { id })
    expect(answer(remove)).toEqual(invalid({ id: [m.idInvalid] }))
    expect(await allSubjects()).toEqual(before)
    expect(await subjectRow(row.id)).toMatchObject({ title: 'Turnen' })
  })

  test('update checks title and token like store', async () => {
    const row = await createSubjectRow(t.app, teacher.user.id, 'Ethik', 'ET')
    const response = await asTeacher().post('/subjects/update', { id: row.id, title: ' ', token: '' })
    expect(answer(response)).toEqual(
      invalid({ title: [m.subjectTitleRequired], token: [m.subjectTokenRequired] }),
    )
    expect(await subjectRow(row.id)).toMatchObject({ title: 'Ethik', token: 'ET' })
  })
})

describe('a Kürzel is used once per teacher (decision 009)', () => {
  const taken = invalid({ token: [m.subjectTokenTaken] })

  test('a second subject with a Kürzel the teacher uses (any case, any spaces) is refused under Kürzel', async () => {
    const own = await createUser(t.app)
    await createSubjectRow(t.app, own.user.id, 'Mathematik', 'MA')
    const before = await allSubjects()
    for (const token of ['MA', ' ma ', 'Ma']) {
      const response = await api(t.app, own.token).post('/subjects/store', { title: 'Mathematik', token })
      expect(answer(response)).toEqual(taken)
    }
    expect(await allSubjects()).toEqual(before)
    expect(m.subjectTokenTaken).toBe(
      'Dieses Kürzel verwenden Sie schon für ein anderes Fach. Bitte wählen Sie ein anderes.',
    )
  })

  test("another teacher's Kürzel is no obstacle, nor the same title with another Kürzel", async () => {
    const own = await createUser(t.app)
    await createSubjectRow(t.app, other.user.id, 'Mathematik', 'MA')
    expect(
      (await api(t.app, own.token).post('/subjects/store', { title: 'Mathematik', token: 'MA' })).statusCode,
    ).toBe(200)
    expect(
      (await api(t.app, own.token).post('/subjects/store', { title: 'Mathematik', token: 'MA2' })).statusCode,
    ).toBe(200)
  })

  test('renaming a subject to the Kürzel of another is refused; keeping or recasing its own is not', async () => {
    const own = await createUser(t.app)
    await createSubjectRow(t.app, own.user.id, 'Deutsch', 'DE')
    const english = await createSubjectRow(t.app, own.user.id, 'Englisch', 'EN')
    const client = api(t.app, own.token)
    const rename = await client.post('/subjects/update', { id: english.id, title: 'Englisch', token: 'de' })
    expect(answer(rename)).toEqual(taken)
    expect(await subjectRow(english.id)).toMatchObject({ title: 'Englisch', token: 'EN' })

    const retitled = await client.post('/subjects/update', { id: english.id, title: 'English', token: 'EN' })
    expect(retitled.statusCode).toBe(200)
    const recased = await client.post('/subjects/update', { id: english.id, title: 'English', token: 'En' })
    expect(answer(recased)).toEqual({ status: 200, body: { id: english.id, title: 'English', token: 'En' } })
  })

  test('two requests at the same moment with one Kürzel: exactly one is saved', async () => {
    const own = await createUser(t.app)
    const client = api(t.app, own.token)
    const answers = await Promise.all(
      ['Natur und Technik', 'Naturlehre', 'NT'].map((title) =>
        client.post('/subjects/store', { title, token: 'NT' }),
      ),
    )
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422, 422])
    for (const response of answers.filter((r) => r.statusCode === 422))
      expect(answer(response)).toEqual(taken)
    const rows = (await allSubjects()).filter((row) => row.teacherId === own.user.id)
    expect(rows.map((row) => row.token)).toEqual(['NT'])
  })
})

describe("another teacher's subject", () => {
  test('update and remove answer 404 and change nothing', async () => {
    const foreign = await createSubjectRow(t.app, other.user.id, 'Latein', 'LA')
    const before = await allSubjects()
    const update = await asTeacher().post('/subjects/update', {
      id: foreign.id,
      title: 'Griechisch',
      token: 'GR',
    })
    expect(answer(update)).toEqual(notFound)
    expect(answer(await asTeacher().post('/subjects/remove', { id: foreign.id }))).toEqual(notFound)
    expect(await allSubjects()).toEqual(before)
    expect(await subjectRow(foreign.id)).toEqual(foreign)
  })

  test('a subject that does not exist answers 404 like a foreign one', async () => {
    const payload = { id: 2_147_483_647, title: 'Nichts', token: 'N' }
    expect(answer(await asTeacher().post('/subjects/update', payload))).toEqual(notFound)
    expect(answer(await asTeacher().post('/subjects/remove', { id: payload.id }))).toEqual(notFound)
  })
})

describe('removing a subject that is still used', () => {
  async function subjectWithEvent(type: 'homework' | 'exam' | 'module') {
    const subject = await createSubjectRow(t.app, teacher.user.id, `Physik ${type}`, freshToken('PH'))
    const group = await createClass(t.app, teacher.user.id, `6${type}`, [await insertStudent(t.app)])
    const [topic] = await createTopics(t.app, teacher.user.id, ['Hebel'])
    const eventId = await createEvent(t.app, {
      type,
      teacherId: teacher.user.id,
      groupId: group.id,
      subjectId: subject.id,
      topicId: type === 'module' ? undefined : topic!.id,
      dueAt: daysFromNow(t.app, 3),
    })
    return { subject, eventId }
  }

  test.each(['homework', 'exam', 'module'] as const)(
    'is refused with 409 while a %s event uses it, and the subject stays',
    async (type) => {
      const { subject, eventId } = await subjectWithEvent(type)
      const response = await asTeacher().post('/subjects/remove', { id: subject.id })
      expect(answer(response)).toEqual({
        status: 409,
        body: {
          code: 'conflict',
          message:
            'Dieses Fach wird noch von Hausaufgaben, Prüfungen oder Modulen verwendet und kann nicht gelöscht werden.',
        },
      })
      expect(await subjectRow(subject.id)).toEqual(subject)
      // Once the event is gone, the subject can go.
      await t.app.ctx.db.delete(events).where(eq(events.id, eventId))
      expect((await asTeacher().post('/subjects/remove', { id: subject.id })).statusCode).toBe(200)
      expect(await subjectRow(subject.id)).toBeUndefined()
    },
  )

  test('a module that only names the subject does not hold it back; it keeps existing without', async () => {
    const subject = await createSubjectRow(t.app, teacher.user.id, 'Informatik', 'IN')
    const [module] = await t.app.ctx.db
      .insert(modules)
      .values({
        ownerId: teacher.user.id,
        name: 'Programmieren',
        subjectId: subject.id,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning()
    expect((await asTeacher().post('/subjects/remove', { id: subject.id })).statusCode).toBe(200)
    const [after] = await t.app.ctx.db.select().from(modules).where(eq(modules.id, module!.id))
    expect(after).toMatchObject({ name: 'Programmieren', subjectId: null })
  })
})
