import { errorMessages, Role, studentAccountMessages } from '@lernraster/shared'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groupUsers, mailOutbox, users } from '../../src/db/schema'
import { ok, studentApi } from '../student/student-builders'
import { answer, api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createClass, insertStudent } from './school-builders'

// Issue 34: a teacher makes a class's students from a list of names; each gets a user name and a
// start password for the login cards, and nobody needs an e-mail address (decision 038).

const t = useTestApp()

interface Row {
  line: number
  firstname: string
  lastname: string
  username: string | null
  start_password: string | null
  user_id: number | null
  problems: string[]
}

const FIRSTS = ['Mia', 'Noah', 'Lea', 'Luca', 'Elena', 'Jürg', 'Zoë', 'Ömer', 'Anna-Lena', 'Matteo']
const LASTS = ['Muster', 'Keller', 'Müller', 'Çelik', 'van Berg', 'Graf', 'Brunner', 'Meier']

/** 25 names in the ways a teacher pastes them: `;`, tab-free "Vorname Nachname", and one twin. */
function classOf25(): string {
  const lines = ['Vorname;Nachname']
  for (let index = 0; index < 24; index++) {
    lines.push(`${FIRSTS[index % FIRSTS.length]};${LASTS[index % LASTS.length]}`)
  }
  lines.push('Mia;Muster')
  return lines.join('\r\n')
}

async function teacherWithClass() {
  const teacher = await createUser(t.app)
  const group = await createClass(t.app, teacher.user.id, `Klasse ${teacher.user.id}`)
  return { teacher, group }
}

const create = (teacher: TestUser, groupId: number, names: string, commit: boolean) =>
  api(t.app, teacher.token).post('/groups/createStudents', { group_id: groupId, names, commit })

describe('creating students from a list of names', () => {
  test('a class of 25: preview writes nothing, the commit makes 25 members who log in without any address', async () => {
    const { teacher, group } = await teacherWithClass()
    const mailsBefore = (await t.app.ctx.db.select().from(mailOutbox)).length
    const preview = ok<{ rows: Row[]; created: boolean }>(await create(teacher, group.id, classOf25(), false))
    expect(preview.created).toBe(false)
    expect(preview.rows).toHaveLength(25)
    expect(preview.rows.every((row) => row.start_password === null && row.user_id === null)).toBe(true)
    expect(await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).toEqual([])

    const done = ok<{ rows: Row[]; created: boolean }>(await create(teacher, group.id, classOf25(), true))
    expect(done.created).toBe(true)
    const usernames = done.rows.map((row) => row.username!)
    expect(new Set(usernames).size).toBe(25)
    for (const row of done.rows) {
      expect(row.username).toMatch(/^[a-z0-9.]+$/)
      // No 0/O, 1/l/I on a card; long enough for the password rule.
      expect(row.start_password).toMatch(
        /^[bdfghkmnprstvwz][aeiu][bdfghkmnprstvwz][aeiu]-[bdfghkmnprstvwz][aeiu][bdfghkmnprstvwz][aeiu]-[2-9]{2}$/,
      )
    }
    // Umlauts folded, accents removed, a twin numbered.
    const first = done.rows.find((row) => row.firstname === 'Mia')!.username!
    expect(first).toMatch(/^mia\.muster\d*$/)
    expect(usernames.filter((name) => name.startsWith(first.replace(/\d+$/, '')))).toHaveLength(2)
    expect(usernames.some((name) => /^juerg\.graf\d*$/.test(name))).toBe(true)
    expect(usernames.some((name) => /^zoe\.brunner\d*$/.test(name))).toBe(true)
    expect(usernames.some((name) => /^oemer\.meier\d*$/.test(name))).toBe(true)
    expect(usernames.some((name) => /^luca\.celik\d*$/.test(name))).toBe(true)
    expect(usernames.some((name) => /^lea\.mueller\d*$/.test(name))).toBe(true)
    expect(usernames.some((name) => /^annalena\./.test(name))).toBe(true)
    expect(usernames.some((name) => /\.vanberg\d*$/.test(name))).toBe(true)

    const ids = done.rows.map((row) => row.user_id!)
    const accounts = await t.app.ctx.db.select().from(users).where(inArray(users.id, ids))
    expect(accounts).toHaveLength(25)
    for (const account of accounts) {
      expect(account).toMatchObject({
        email: null,
        roleId: Role.student,
        mustChangePassword: true,
        createdBy: teacher.user.id,
      })
      expect(account.passwordHash).toMatch(/^\$argon2/)
    }
    const members = await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))
    expect(members.map((member) => member.userId).sort()).toEqual([...ids].sort())
    expect((await t.app.ctx.db.select().from(mailOutbox)).length).toBe(mailsBefore)

    // Every card works: user name and start password.
    for (const row of done.rows) {
      const login = await studentApi(t.app).post('/auth/login', {
        email: row.username,
        password: row.start_password,
      })
      expect(login.statusCode, row.username!).toBe(200)
    }
    // The class list names them by user name; start passwords are never shown again.
    const listed = ok<{ email: string | null; username: string | null }[]>(
      await api(t.app, teacher.token).get('/groups/users', { id: String(group.id) }),
    )
    expect(listed.map((student) => student.username).sort()).toEqual([...usernames].sort())
    expect(JSON.stringify(listed)).not.toContain(done.rows[0]!.start_password!)
  })

  test('the preview proposes the next free names; a line with a problem stops the whole list', async () => {
    const { teacher, group } = await teacherWithClass()
    const bad = await create(teacher, group.id, 'Nora;Frei\nnurEinWort\nA;B;C', true)
    expect(bad.statusCode).toBe(422)
    expect(bad.json().message).toBe(studentAccountMessages.refused.replace('{{count}}', '2'))
    expect(Object.keys(bad.json().errors)).toEqual(['lines.2', 'lines.3'])
    expect(await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).toEqual([])

    const empty = await create(teacher, group.id, '\n\n', false)
    expect(empty.json().errors.names).toEqual([studentAccountMessages.empty])
  })

  test("another teacher's class and the practice class take no list", async () => {
    const { group } = await teacherWithClass()
    const other = await createUser(t.app)
    expect(answer(await create(other, group.id, 'Mia Muster', true)).status).toBe(404)
  })

  test('lists at the same moment never give two accounts one user name', async () => {
    const { teacher } = await teacherWithClass()
    const classes = await Promise.all(
      [1, 2, 3, 4].map((number) =>
        createClass(t.app, teacher.user.id, `Parallel ${number} ${teacher.user.id}`),
      ),
    )
    // A name nobody else in this test file uses, so the numbers start at the base.
    const names = Array.from({ length: 6 }, () => `Quirin;Zwilling${teacher.user.id}`).join('\n')
    const answers = await Promise.all(classes.map((group) => create(teacher, group.id, names, true)))
    const all = answers.flatMap((response) => ok<{ rows: Row[] }>(response).rows.map((row) => row.username))
    expect(new Set(all).size).toBe(24)
    const base = `quirin.zwilling${teacher.user.id}`
    expect(all).toContain(base)
    expect(all).toContain(`${base}24`)
  })
})

describe('Neue Karte', () => {
  test('a new start password ends the sessions, and the first login asks for an own password again', async () => {
    const { teacher, group } = await teacherWithClass()
    const [row] = ok<{ rows: Row[] }>(await create(teacher, group.id, 'Lina Frei', true)).rows
    const token = ok<{ api_token: string }>(
      await studentApi(t.app).post('/auth/login', { email: row!.username, password: row!.start_password }),
    ).api_token
    ok(
      await studentApi(t.app, token).post('/auth/ownPassword', {
        password: 'Lina-eigenes-7',
        password_confirmation: 'Lina-eigenes-7',
      }),
    )

    const card = ok<{ username: string; start_password: string; user_id: number }>(
      await api(t.app, teacher.token).post('/groups/newStartPassword', {
        group_id: group.id,
        user_id: row!.user_id,
      }),
    )
    expect(card).toMatchObject({ username: row!.username, user_id: row!.user_id, firstname: 'Lina' })
    expect(card.start_password).not.toBe(row!.start_password)
    expect((await studentApi(t.app, token).get('/users/userinfo')).statusCode).toBe(401)
    expect(
      (await studentApi(t.app).post('/auth/login', { email: row!.username, password: 'Lina-eigenes-7' }))
        .statusCode,
    ).toBe(401)
    const again = ok<{ api_token: string }>(
      await studentApi(t.app).post('/auth/login', { email: card.username, password: card.start_password }),
    ).api_token
    expect(answer(await studentApi(t.app, again).get('/groups')).body).toMatchObject({
      code: 'passwordChangeRequired',
    })
  })

  test('the class list says which students may get a new card: own accounts without an address only', async () => {
    const { teacher, group } = await teacherWithClass()
    const [own] = ok<{ rows: Row[] }>(await create(teacher, group.id, 'Nora Eigen', true)).rows
    const colleague = await createUser(t.app)
    const theirs = await createClass(t.app, colleague.user.id, `Fremd ${colleague.user.id}`)
    const [foreign] = ok<{ rows: Row[] }>(await create(colleague, theirs.id, 'Olaf Fremd', true)).rows
    const withAddress = await insertStudent(t.app, { firstname: 'Eva', lastname: 'Adresse' })
    await t.app.ctx.db.insert(groupUsers).values(
      [foreign!.user_id!, withAddress.id].map((userId) => ({
        groupId: group.id,
        userId,
        joinedAt: t.app.ctx.clock.now(),
      })),
    )

    const expected = { [own!.user_id!]: true, [foreign!.user_id!]: false, [withAddress.id]: false }
    const members = ok<{ id: number; new_card: boolean }[]>(
      await api(t.app, teacher.token).get(`/groups/users?id=${group.id}`),
    )
    expect(Object.fromEntries(members.map((member) => [member.id, member.new_card]))).toEqual(expected)
    const listed = ok<{ id: number; users: { id: number; new_card: boolean }[] }[]>(
      await api(t.app, teacher.token).get('/groups'),
    ).find((listedGroup) => listedGroup.id === group.id)!
    expect(Object.fromEntries(listed.users.map((member) => [member.id, member.new_card]))).toEqual(expected)
  })

  test('only for an account this teacher made that has no address; a stranger is told it does not exist', async () => {
    const { teacher, group } = await teacherWithClass()
    const withAddress = await insertStudent(t.app, { firstname: 'Eva', lastname: 'Adresse' })
    const mine = await createClass(t.app, teacher.user.id, `Mit Adresse ${teacher.user.id}`, [withAddress])
    const refused = answer(
      await api(t.app, teacher.token).post('/groups/newStartPassword', {
        group_id: mine.id,
        user_id: withAddress.id,
      }),
    )
    expect(refused).toEqual({
      status: 403,
      body: { code: 'forbidden', message: studentAccountMessages.notYourStudent },
    })

    const [row] = ok<{ rows: Row[] }>(await create(teacher, group.id, 'Timo Fremd', true)).rows
    const colleague = await createUser(t.app)
    expect(
      answer(
        await api(t.app, colleague.token).post('/groups/newStartPassword', {
          group_id: group.id,
          user_id: row!.user_id,
        }),
      ),
    ).toEqual({ status: 404, body: { code: 'notFound', message: errorMessages.notFound } })
  })
})
