import { type Group, type Subject, schoolMessages } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { answer, api, body, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createClass, createSubjectRow, insertStudents } from './school-builders'

const t = useTestApp()

let teacher: TestUser
let subjectId: number
beforeAll(async () => {
  teacher = await createUser(t.app)
  subjectId = (await createSubjectRow(t.app, teacher.user.id, 'Musik', 'MU')).id
})
const asTeacher = () => api(t.app, teacher.token)
const idInvalid = (field: string) => ({
  status: 422,
  body: {
    code: 'validation',
    message: 'Bitte prüfen Sie Ihre Eingaben.',
    errors: { [field]: [schoolMessages.idInvalid] },
  },
})

describe('ids are numbers in bodies and decimal digits in queries and paths', () => {
  test.each([['5'], [true], [[5]], [1.5], [0], [-3], [2_147_483_648]])(
    'body id %j is refused',
    async (id) => {
      const response = await asTeacher().post('/subjects/remove', { id })
      expect(answer(response)).toEqual(idInvalid('id'))
    },
  )

  test('a refused body id does not act on subject 1 or any other', async () => {
    await asTeacher().post('/subjects/update', { id: true, title: 'Geändert', token: 'X' })
    expect(body<Subject[]>(await asTeacher().get('/subjects'))).toEqual([
      { id: subjectId, title: 'Musik', token: 'MU' },
    ])
  })

  test.each([['0x10'], ['1e3'], [' 5'], ['5.0'], ['abc'], ['99999999999']])(
    'query id %j is refused',
    async (id) => {
      expect(answer(await asTeacher().get('/groups/users', { id }))).toEqual(idInvalid('id'))
    },
  )

  test('path ids follow the same rule', async () => {
    const response = await asTeacher().post('/groups/0x1/users/1/toggleActive', {})
    expect(answer(response)).toEqual(idInvalid('groupId'))
  })
})

describe('lists are in German order', () => {
  test('subjects: umlauts with their base letter, case ignored', async () => {
    const own = await createUser(t.app)
    for (const title of ['Zeichnen', 'Ästhetik', 'biologie', 'Übersetzen', 'Deutsch']) {
      await createSubjectRow(t.app, own.user.id, title, title.slice(0, 3))
    }
    const titles = body<Subject[]>(await api(t.app, own.token).get('/subjects')).map((s) => s.title)
    expect(titles).toEqual(['Ästhetik', 'biologie', 'Deutsch', 'Übersetzen', 'Zeichnen'])
  })

  test('classes by name with numbers by value; students by last name, then first name', async () => {
    const own = await createUser(t.app)
    const students = await insertStudents(t.app, [
      { firstname: 'Zoe', lastname: 'Özdemir' },
      { firstname: 'Anna', lastname: 'Zürcher' },
      { firstname: 'Ben', lastname: 'Oberholzer' },
      { firstname: 'Anna', lastname: 'Oberholzer' },
    ])
    await createClass(t.app, own.user.id, '10a')
    await createClass(t.app, own.user.id, '7b', students)
    await createClass(t.app, own.user.id, 'Ärzteklasse')
    const groups = body<Group[]>(await api(t.app, own.token).get('/groups'))
    expect(groups.map((group) => group.name)).toEqual(['7b', '10a', 'Ärzteklasse'])
    expect(groups[0]!.users.map((user) => `${user.lastname} ${user.firstname}`)).toEqual([
      'Oberholzer Anna',
      'Oberholzer Ben',
      'Özdemir Zoe',
      'Zürcher Anna',
    ])
  })
})
