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

  // The class list is sorted by the database (the german_names collation), one class's students by
  // the server (lib/german-order.ts): both must give the German order of Intl.Collator('de').
  test('the database sorts names as the server does, also in the hard cases', async () => {
    const own = await createUser(t.app)
    const names = [
      ['Zoe', 'Özdemir'],
      ['Ali', 'Oz'],
      ['Eva', 'müller'],
      ['Eva', 'Muller'],
      ['Tim', 'Mueller'],
      ['Lea', 'Straße'],
      ['Lea', 'Strasse'],
      ['Ida', 'van Berg'],
      ['Ida', 'Van Berg'],
      ['Max', 'Łukasz'],
      ['Max', 'Lukas'],
      ['Noé', 'Ñandú'],
      ['Ben', "O'Brien"],
      ['Ben', 'Obrien'],
      ['Kim', 'Schüler 10'],
      ['Kim', 'Schüler 9'],
      ['Åsa', 'Åberg'],
      ['Adam', 'Aberg'],
      ['adam', 'Aberg'],
    ].map(([firstname, lastname]) => ({ firstname: firstname!, lastname: lastname! }))
    const students = await insertStudents(t.app, names)
    const group = await createClass(t.app, own.user.id, '9c', students)
    for (const name of ['Klasse 10', 'klasse 9', 'Ökologie', 'Oberstufe', '2b', '12a']) {
      await createClass(t.app, own.user.id, name)
    }
    const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true })
    const inGermanOrder = <T>(items: T[], ...keys: ((item: T) => string)[]) =>
      [...items].sort((a, b) => {
        for (const key of keys)
          if (collator.compare(key(a), key(b)) !== 0) return collator.compare(key(a), key(b))
        return 0
      })
    const fullName = (user: { firstname: string; lastname: string }) => `${user.lastname}, ${user.firstname}`
    const expected = inGermanOrder(
      students,
      (s) => s.lastname,
      (s) => s.firstname,
    ).map(fullName)

    const groups = body<Group[]>(await api(t.app, own.token).get('/groups'))
    const classNames = ['9c', 'Klasse 10', 'klasse 9', 'Ökologie', 'Oberstufe', '2b', '12a']
    expect(groups.map((listed) => listed.name)).toEqual(inGermanOrder(classNames, (name) => name))
    const listed = groups.find((candidate) => candidate.id === group.id)!
    expect(listed.users.map(fullName)).toEqual(expected)
    const oneClass = body<Group['users']>(
      await api(t.app, own.token).get('/groups/users', { id: String(group.id) }),
    )
    expect(oneClass.map(fullName)).toEqual(expected)
  })
})
