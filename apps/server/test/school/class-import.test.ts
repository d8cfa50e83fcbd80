import { classImportMessages, Role } from '@lernraster/shared'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups, groupUsers, users } from '../../src/db/schema'
import { throttleRules } from '../../src/lib/throttle'
import { createStudent, ok, studentApi } from '../student/student-builders'
import {
  api,
  createUser,
  lastMailTo,
  linkToken,
  mailbox,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'
import { classOfNewTeacher, membersOf } from './class-import-builders'
import { insertStudent } from './school-builders'

// Issue 15 "Students into a class": a class list (first name, last name, e-mail) checked line by line
// before anything is written, imported whole or not at all, with an invitation mail whose link sets
// the new student's password; and a class's students copied into a new class.

const t = useTestApp()

describe('POST /groups/importStudents', () => {
  test('the preview says what happens to each line and writes nothing', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const existing = await createStudent(t.app)
    const member = await insertStudent(t.app, { firstname: 'Mia', lastname: 'Keller' })
    await t.app.ctx.db
      .insert(groupUsers)
      .values({ groupId: group.id, userId: member.id, active: false, joinedAt: new Date() })
    const colleague = await createUser(t.app)
    const fresh = uniqueEmail('neu')
    const csv = [
      'Vorname;Nachname;E-Mail',
      `Lea;Graf;${fresh.toUpperCase()}`,
      `Tim;Frei;${existing.user.email}`,
      `Mia;Keller;${member.email}`,
      `Kurt;Lehrer;${colleague.user.email}`,
      'Ohne;Adresse;keine-adresse',
      `Zweimal;Lea;${fresh}`,
    ].join('\n')
    const usersBefore = (await t.app.ctx.db.select({ id: users.id }).from(users)).length
    const mailsBefore = (await mailbox(t.app)).length

    const answer = ok<{
      imported: boolean
      rows: { line: number; outcome: string | null; problems: string[] }[]
    }>(await client.post('/groups/importStudents', { group_id: group.id, csv }))
    expect(answer.imported).toBe(false)
    // A new address, a student's and a teacher's account answer alike (decision 037); who is in the
    // class already is the teacher's own knowledge.
    expect(answer.rows.map((row) => [row.line, row.outcome, row.problems])).toEqual([
      [2, 'invite', []],
      [3, 'invite', []],
      [4, 'member', []],
      [5, 'invite', []],
      [6, null, [classImportMessages.emailInvalid]],
      [7, null, ['Diese E-Mail-Adresse steht schon in Zeile 2.']],
    ])
    expect((await t.app.ctx.db.select({ id: users.id }).from(users)).length).toBe(usersBefore)
    expect(await membersOf(t.app, group.id)).toEqual([{ userId: member.id, active: false }])
    expect((await mailbox(t.app)).length).toBe(mailsBefore)
  })

  test('the check tells nobody who has an account: a new address, a student and a teacher answer the same', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const student = await createStudent(t.app)
    const colleague = await createUser(t.app)
    const check = async (email: string) => {
      const response = await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Lea;Graf;${email}`,
      })
      const { line: _line, email: _email, ...rest } = response.json().rows[0]
      return { status: response.statusCode, row: rest }
    }
    const fresh = await check(uniqueEmail('niemand'))
    expect(fresh).toEqual({
      status: 200,
      row: { firstname: 'Lea', lastname: 'Graf', outcome: 'invite', problems: [] },
    })
    expect(await check(student.user.email)).toEqual(fresh)
    expect(await check(colleague.user.email)).toEqual(fresh)
  })

  test('the check is limited like the e-mail lookup: 60 an hour per teacher, then 429', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const csv = `Lea;Graf;${uniqueEmail('lea')}`
    for (let done = 0; done < 60; done += 1) {
      const answer = await client.post('/groups/importStudents', { group_id: group.id, csv })
      expect(answer.statusCode, `check ${done + 1}`).toBe(200)
    }
    const refused = await client.post('/groups/importStudents', { group_id: group.id, csv })
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 429,
      body: { code: 'tooManyRequests', message: expect.any(String) },
    })
    // The lookup and the check share one budget: the one cannot be used to get round the other.
    const lookup = await client.get(`/users/getUserByEmail?email=${encodeURIComponent(uniqueEmail())}`)
    expect(lookup.statusCode).toBe(429)
  })

  test("a teacher's address in a committed list is not refused and joins nobody", async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const colleague = await createUser(t.app)
    const response = await client.post('/groups/importStudents', {
      group_id: group.id,
      csv: `Kurt;Lehrer;${colleague.user.email}`,
      commit: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().rows.map((row: { outcome: string }) => row.outcome)).toEqual(['invite'])
    expect(await membersOf(t.app, group.id)).toEqual([])
  })

  test('a list with a bad line is refused with the line named, and nothing is written', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const good = uniqueEmail('gut')
    const response = await client.post('/groups/importStudents', {
      group_id: group.id,
      csv: `Lea;Graf;${good}\nTim;;tim@schule`,
      commit: true,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Die Liste wurde nicht importiert: 1 Zeile mit Fehlern. Es wurde nichts gespeichert.',
      errors: {
        'lines.2': ['Zeile 2: Der Nachname fehlt.', 'Zeile 2: Die E-Mail-Adresse ist ungültig.'],
      },
    })
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, good))).toEqual([])
    expect(await membersOf(t.app, group.id)).toEqual([])
  })

  test('imports new students with an invitation whose link sets the password, and only invites existing ones', async () => {
    const { group, client } = await classOfNewTeacher(t.app, '7b Import')
    const existing = await createStudent(t.app)
    const fresh = uniqueEmail('lea')
    const answer = ok<{ imported: boolean }>(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Lea;Graf;${fresh}\nTim;Frei;${existing.user.email}`,
        commit: true,
      }),
    )
    expect(answer.imported).toBe(true)
    const [account] = await t.app.ctx.db.select().from(users).where(eq(users.email, fresh))
    expect(account).toMatchObject({
      firstname: 'Lea',
      lastname: 'Graf',
      roleId: Role.student,
      activated: true,
    })
    // The new account is the teacher's making and a member; the existing student is not, unasked.
    expect(await membersOf(t.app, group.id)).toEqual([{ userId: account!.id, active: true }])
    // No password yet: nothing logs in until the link is used.
    const early = await studentApi(t.app).post('/auth/login', { email: fresh, password: 'no-password-yet' })
    expect(early.statusCode).toBe(401)

    const mail = await lastMailTo(t.app, fresh)
    expect(mail.subject).toBe('Einladung in die Klasse 7b Import')
    expect(mail.text).toContain('Hallo Lea')
    expect(mail.text).toMatch(/http:\/\/lernraster\.test\/student\/reset-password\?token=[\w-]+/)
    ok(
      await studentApi(t.app).post('/auth/resetPassword', {
        token: linkToken(mail, 'token'),
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      }),
    )
    const login = ok<{ api_token: string }>(
      await studentApi(t.app).post('/auth/login', { email: fresh, password: TEST_PASSWORD }),
    )
    const classes = ok<{ id: number }[]>(await studentApi(t.app, login.api_token).get('/groups'))
    expect(classes.map((joined) => joined.id)).toEqual([group.id])
  })

  test("another teacher's class and the practice class MySelf take no list", async () => {
    const { group } = await classOfNewTeacher(t.app)
    const stranger = await createUser(t.app)
    const csv = `Lea;Graf;${uniqueEmail()}`
    const foreign = await api(t.app, stranger.token).post('/groups/importStudents', {
      group_id: group.id,
      csv,
    })
    expect(foreign.statusCode).toBe(404)
    const [practice] = await t.app.ctx.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.teacherId, stranger.user.id), eq(groups.isOwnPractice, true)))
    const own = await api(t.app, stranger.token).post('/groups/importStudents', {
      group_id: practice!.id,
      csv,
    })
    expect(own.statusCode).toBe(404)
  })

  test('an empty list, and a list over 200 people, get a clear message', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const empty = await client.post('/groups/importStudents', {
      group_id: group.id,
      csv: 'Vorname;Nachname;E-Mail\n\n',
    })
    expect(empty.json().errors).toEqual({ csv: [classImportMessages.empty] })
    const long = Array.from({ length: 201 }, (_, index) => `A;B;person${index}@schule.example`).join('\n')
    const tooLong = await client.post('/groups/importStudents', { group_id: group.id, csv: long })
    expect(tooLong.json().errors).toEqual({ csv: [classImportMessages.tooManyRows] })
  })

  test('the same list sent twice at the same moment makes each account and membership once', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')]
    const csv = emails.map((email, index) => `Person${index};Muster;${email}`).join('\n')
    const answers = await Promise.all([
      client.post('/groups/importStudents', { group_id: group.id, csv, commit: true }),
      client.post('/groups/importStudents', { group_id: group.id, csv, commit: true }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toContain(200)
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode)
    const accounts = await t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, emails))
    expect(accounts).toHaveLength(3)
    expect(await membersOf(t.app, group.id)).toHaveLength(3)
  })
})

describe('invitation mails are capped', () => {
  test('20 imported lists a day per teacher; the 21st is refused with nothing written, checking still works', async () => {
    const { teacher, group, client } = await classOfNewTeacher(t.app)
    const rule = throttleRules.classImportPerTeacher(teacher.user.id)
    for (let done = 0; done < rule.limit; done += 1) await t.app.ctx.throttle.record(rule.key)
    const csv = `Lina;Meier;${uniqueEmail('lina')}`
    const refused = await client.post('/groups/importStudents', { group_id: group.id, csv, commit: true })
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 429,
      code: 'tooManyRequests',
    })
    expect(await membersOf(t.app, group.id)).toEqual([])
    const checked = await client.post('/groups/importStudents', { group_id: group.id, csv })
    expect(checked.statusCode).toBe(200)
  })
})

describe('POST /groups/copy', () => {
  test('makes a new class with a new code and the active students of the class', async () => {
    const { group, client } = await classOfNewTeacher(t.app, '8c')
    const [stays, left] = [await insertStudent(t.app), await insertStudent(t.app)]
    await t.app.ctx.db.insert(groupUsers).values([
      { groupId: group.id, userId: stays.id, active: true, joinedAt: new Date() },
      { groupId: group.id, userId: left.id, active: false, joinedAt: new Date() },
    ])
    const copy = ok<{
      id: number
      name: string
      token: string
      users: { id: number }[]
      active_users: number
    }>(await client.post('/groups/copy', { id: group.id, name: '9c' }))
    expect(copy).toMatchObject({ name: '9c', active_users: 1, users: [{ id: stays.id }] })
    expect(copy.token).not.toBe(group.token)
    expect(copy.id).not.toBe(group.id)
    const mine = ok<{ name: string }[]>(await client.get('/groups'))
    expect(mine.map((listed) => listed.name)).toEqual(['8c', '9c'])
  })

  test('refuses the reserved name and a class of another teacher', async () => {
    const { group, client } = await classOfNewTeacher(t.app)
    const reserved = await client.post('/groups/copy', { id: group.id, name: 'MySelf' })
    expect(reserved.statusCode).toBe(422)
    const stranger = await createUser(t.app)
    const foreign = await api(t.app, stranger.token).post('/groups/copy', { id: group.id, name: 'Meine' })
    expect(foreign.statusCode).toBe(404)
    expect(
      await t.app.ctx.db
        .select()
        .from(groupUsers)
        .where(and(eq(groupUsers.groupId, group.id))),
    ).toEqual([])
  })
})

describe('the demo', () => {
  test('checks a list but imports none: it would send mail to addresses typed into a public demo', async () => {
    const { standingDemoLink } = await import('../../src/modules/demo/demo.service')
    const link = await standingDemoLink(t.app.ctx)
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/v1/auth/demoLogin/${new URL(link).searchParams.get('token')}`,
    })
    const demo = api(t.app, login.json().api_token)
    const [group] = ok<{ id: number }[]>(await demo.get('/groups'))
    const csv = `Lea;Graf;${uniqueEmail()}`
    ok(await demo.post('/groups/importStudents', { group_id: group!.id, csv }))
    const refused = await demo.post('/groups/importStudents', { group_id: group!.id, csv, commit: true })
    expect(refused.json()).toEqual({ code: 'forbidden', message: classImportMessages.demoNoImport })
  })
})
