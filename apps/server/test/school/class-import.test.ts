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
import { createClass, insertStudent } from './school-builders'

// Issue 15 "Students into a class": a class list (first name, last name, e-mail) checked line by line
// before anything is written, imported whole or not at all, with an invitation mail whose link sets
// the new student's password; and a class's students copied into a new class.

const t = useTestApp()

async function classOfNewTeacher(name = '6a') {
  const teacher = await createUser(t.app)
  const group = await createClass(t.app, teacher.user.id, name)
  return { teacher, group, client: api(t.app, teacher.token) }
}

const membersOf = (groupId: number) =>
  t.app.ctx.db
    .select({ userId: groupUsers.userId, active: groupUsers.active })
    .from(groupUsers)
    .where(eq(groupUsers.groupId, groupId))

describe('POST /groups/importStudents', () => {
  test('the preview says what happens to each line and writes nothing', async () => {
    const { group, client } = await classOfNewTeacher()
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
    expect(await membersOf(group.id)).toEqual([{ userId: member.id, active: false }])
    expect((await mailbox(t.app)).length).toBe(mailsBefore)
  })

  test('the check tells nobody who has an account: a new address, a student and a teacher answer the same', async () => {
    const { group, client } = await classOfNewTeacher()
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
    const { group, client } = await classOfNewTeacher()
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
    const { group, client } = await classOfNewTeacher()
    const colleague = await createUser(t.app)
    const response = await client.post('/groups/importStudents', {
      group_id: group.id,
      csv: `Kurt;Lehrer;${colleague.user.email}`,
      commit: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().rows.map((row: { outcome: string }) => row.outcome)).toEqual(['invite'])
    expect(await membersOf(group.id)).toEqual([])
  })

  test('a list with a bad line is refused with the line named, and nothing is written', async () => {
    const { group, client } = await classOfNewTeacher()
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
    expect(await membersOf(group.id)).toEqual([])
  })

  test('imports new students with an invitation whose link sets the password, and only invites existing ones', async () => {
    const { group, client } = await classOfNewTeacher('7b Import')
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
    expect(await membersOf(group.id)).toEqual([{ userId: account!.id, active: true }])
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
    const { group } = await classOfNewTeacher()
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
    const { group, client } = await classOfNewTeacher()
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
    const { group, client } = await classOfNewTeacher()
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
    expect(await membersOf(group.id)).toHaveLength(3)
  })
})

describe('an existing account is invited, never added unasked (decision 037)', () => {
  test("a student of the list gets an invitation and a mail, is no member, and the student's app lists no class", async () => {
    const { teacher, group, client } = await classOfNewTeacher('7c Einladung')
    const student = await createStudent(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Timo;Listenname;${student.user.email}`,
        commit: true,
      }),
    )
    expect(await membersOf(group.id)).toEqual([])
    const classes = ok<unknown[]>(await studentApi(t.app, student.token).get('/groups'))
    expect(classes).toEqual([])
    const mail = await lastMailTo(t.app, student.user.email)
    expect(mail.subject).toBe('Einladung in die Klasse 7c Einladung')
    expect(mail.text).toContain(
      `${teacher.user.firstname} ${teacher.user.lastname} lädt dich in die Klasse «7c Einladung»`,
    )
    expect(mail.text).not.toContain('reset-password')
    // The teacher sees the list's names, not the account's, until the student accepts.
    const invitations = ok<{ user_id: number; firstname: string; lastname: string; expired: boolean }[]>(
      await client.get(`/groups/invitations?id=${group.id}`),
    )
    expect(invitations).toEqual([
      expect.objectContaining({
        user_id: student.user.id,
        firstname: 'Timo',
        lastname: 'Listenname',
        email: student.user.email,
        expired: false,
      }),
    ])
  })

  test("a teacher's address looks to the inviting teacher like a student who has not accepted yet", async () => {
    const { group, client } = await classOfNewTeacher('7d')
    const student = await createStudent(t.app)
    const colleague = await createUser(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Anna;Eins;${student.user.email}\nBen;Zwei;${colleague.user.email}`,
        commit: true,
      }),
    )
    expect(await membersOf(group.id)).toEqual([])
    const invitations = ok<{ user_id: number; firstname: string; expired: boolean; invited_at: string }[]>(
      await client.get(`/groups/invitations?id=${group.id}`),
    )
    const shape = ({
      user_id: _id,
      firstname: _f,
      lastname: _l,
      email: _e,
      ...rest
    }: Record<string, unknown>) => rest
    expect(invitations).toHaveLength(2)
    expect(shape(invitations[0]!)).toEqual(shape(invitations[1]!))
    // The owner of the teacher's address is told, in Sie, that nothing is needed.
    const notice = await lastMailTo(t.app, colleague.user.email)
    expect(notice.subject).toBe('Ihre E-Mail-Adresse auf einer Klassenliste')
  })

  test('an invitation expires after 14 days: the teacher sees it as expired; a new list renews it', async () => {
    const { teacher, group } = await classOfNewTeacher()
    const student = await createStudent(t.app)
    const csv = `Anna;Eins;${student.user.email}`
    // Sessions end in those 14 days too: the teacher logs in again for each step.
    const client = async () => {
      const login = await api(t.app).post('/auth/login', {
        email: teacher.user.email,
        password: TEST_PASSWORD,
      })
      return api(t.app, ok<{ api_token: string }>(login).api_token)
    }
    ok(await (await client()).post('/groups/importStudents', { group_id: group.id, csv, commit: true }))
    const read = async () =>
      ok<{ expired: boolean; invited_at: string; expires_at: string }[]>(
        await (await client()).get(`/groups/invitations?id=${group.id}`),
      )
    const [first] = await read()
    expect(first!.expired).toBe(false)
    expect(Date.parse(first!.expires_at) - Date.parse(first!.invited_at)).toBe(14 * 24 * 60 * 60_000)
    t.clock.advanceMinutes(14 * 24 * 60)
    expect((await read())[0]!.expired).toBe(true)
    ok(await (await client()).post('/groups/importStudents', { group_id: group.id, csv, commit: true }))
    const [renewed] = await read()
    expect(renewed!.expired).toBe(false)
    expect(renewed!.expires_at > first!.expires_at).toBe(true)
  })

  test('the teacher withdraws an invitation; another teacher cannot read or withdraw it', async () => {
    const { group, client } = await classOfNewTeacher()
    const student = await createStudent(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Anna;Eins;${student.user.email}`,
        commit: true,
      }),
    )
    const stranger = api(t.app, (await createUser(t.app)).token)
    expect((await stranger.get(`/groups/invitations?id=${group.id}`)).statusCode).toBe(404)
    const foreign = await stranger.post('/groups/withdrawInvitation', {
      group_id: group.id,
      user_id: student.user.id,
    })
    expect(foreign.statusCode).toBe(404)
    expect(
      ok(await client.post('/groups/withdrawInvitation', { group_id: group.id, user_id: student.user.id })),
    ).toEqual({ withdrawn: true })
    expect(ok(await client.get(`/groups/invitations?id=${group.id}`))).toEqual([])
    const again = await client.post('/groups/withdrawInvitation', {
      group_id: group.id,
      user_id: student.user.id,
    })
    expect(again.statusCode).toBe(404)
  })

  test('copying a class copies its members, never its invitations', async () => {
    const { group, client } = await classOfNewTeacher()
    const [member, invited] = [await insertStudent(t.app), await createStudent(t.app)]
    await t.app.ctx.db
      .insert(groupUsers)
      .values({ groupId: group.id, userId: member.id, active: true, joinedAt: new Date() })
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Anna;Eins;${invited.user.email}`,
        commit: true,
      }),
    )
    const copy = ok<{ id: number; users: { id: number }[] }>(
      await client.post('/groups/copy', { id: group.id, name: 'Kopie' }),
    )
    expect(copy.users.map((user) => user.id)).toEqual([member.id])
    expect(ok(await client.get(`/groups/invitations?id=${copy.id}`))).toEqual([])
  })
})

describe('the student answers an invitation (decision 037)', () => {
  async function invited(name = '8a Einladung') {
    const { teacher, group, client } = await classOfNewTeacher(name)
    const student = await createStudent(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Anna;Liste;${student.user.email}`,
        commit: true,
      }),
    )
    return { teacher, group, client, student, app: studentApi(t.app, student.token) }
  }

  test('the student sees the invitation with class and teacher, accepts, and is a member joined now', async () => {
    const { teacher, group, client, student, app } = await invited()
    const open = ok<unknown[]>(await app.get('/invitations'))
    expect(open).toEqual([
      expect.objectContaining({
        group_id: group.id,
        group_name: '8a Einladung',
        teacher: { firstname: teacher.user.firstname, lastname: teacher.user.lastname },
      }),
    ])
    t.clock.advanceMinutes(60)
    const classes = ok<{ id: number }[]>(await app.post('/invitations/accept', { group_id: group.id }))
    expect(classes.map((joined) => joined.id)).toEqual([group.id])
    const [membership] = await t.app.ctx.db
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, group.id), eq(groupUsers.userId, student.user.id)))
    expect(membership).toMatchObject({ active: true, joinedAt: t.clock.now() })
    expect(ok(await app.get('/invitations'))).toEqual([])
    // The teacher now sees a member with the account's own name, and no invitation.
    expect(ok(await client.get(`/groups/invitations?id=${group.id}`))).toEqual([])
    const users = ok<{ id: number; firstname: string }[]>(await client.get(`/groups/users?id=${group.id}`))
    expect(users).toEqual([
      expect.objectContaining({ id: student.user.id, firstname: student.user.firstname }),
    ])
  })

  test('declining removes the invitation and joins nothing; a second answer finds nothing', async () => {
    const { group, client, app } = await invited()
    expect(ok(await app.post('/invitations/decline', { group_id: group.id }))).toEqual({ declined: true })
    expect(await membersOf(group.id)).toEqual([])
    expect(ok(await client.get(`/groups/invitations?id=${group.id}`))).toEqual([])
    expect((await app.post('/invitations/accept', { group_id: group.id })).statusCode).toBe(404)
    expect((await app.post('/invitations/decline', { group_id: group.id })).statusCode).toBe(404)
  })

  test('an expired invitation is no longer listed and cannot be accepted; a withdrawn one neither', async () => {
    const { group, student } = await invited()
    t.clock.advanceMinutes(14 * 24 * 60)
    // Sessions end in those days too: the student logs in again.
    const login = ok<{ api_token: string }>(
      await studentApi(t.app).post('/auth/login', { email: student.user.email, password: TEST_PASSWORD }),
    )
    const app = studentApi(t.app, login.api_token)
    expect(ok(await app.get('/invitations'))).toEqual([])
    expect((await app.post('/invitations/accept', { group_id: group.id })).statusCode).toBe(404)
    expect(await membersOf(group.id)).toEqual([])
    const other = await invited('8b')
    ok(
      await other.client.post('/groups/withdrawInvitation', {
        group_id: other.group.id,
        user_id: other.student.user.id,
      }),
    )
    expect((await other.app.post('/invitations/accept', { group_id: other.group.id })).statusCode).toBe(404)
  })

  test('two accepts at the same moment: both answer the classes, the class has the student once', async () => {
    const { group, student, app } = await invited()
    const answers = await Promise.all([
      app.post('/invitations/accept', { group_id: group.id }),
      app.post('/invitations/accept', { group_id: group.id }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    for (const answer of answers)
      expect(answer.json().map((joined: { id: number }) => joined.id)).toEqual([group.id])
    expect(await membersOf(group.id)).toEqual([{ userId: student.user.id, active: true }])
  })

  test("a teacher's account cannot accept the invitation a list made for its address", async () => {
    const { group, client } = await classOfNewTeacher()
    const colleague = await createUser(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Kurt;Lehrer;${colleague.user.email}`,
        commit: true,
      }),
    )
    // The student API refuses a teacher's session; the invitation stays, never a membership.
    const refused = await studentApi(t.app, colleague.token).post('/invitations/accept', {
      group_id: group.id,
    })
    expect(refused.statusCode).toBe(403)
    expect(await membersOf(group.id)).toEqual([])
    expect(ok<unknown[]>(await client.get(`/groups/invitations?id=${group.id}`))).toHaveLength(1)
  })
})

describe('invitation mails are capped', () => {
  test('20 imported lists a day per teacher; the 21st is refused with nothing written, checking still works', async () => {
    const { teacher, group, client } = await classOfNewTeacher()
    const rule = throttleRules.classImportPerTeacher(teacher.user.id)
    for (let done = 0; done < rule.limit; done += 1) await t.app.ctx.throttle.record(rule.key)
    const csv = `Lina;Meier;${uniqueEmail('lina')}`
    const refused = await client.post('/groups/importStudents', { group_id: group.id, csv, commit: true })
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 429,
      code: 'tooManyRequests',
    })
    expect(await membersOf(group.id)).toEqual([])
    const checked = await client.post('/groups/importStudents', { group_id: group.id, csv })
    expect(checked.statusCode).toBe(200)
  })
})

describe('POST /groups/copy', () => {
  test('makes a new class with a new code and the active students of the class', async () => {
    const { group, client } = await classOfNewTeacher('8c')
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
    const { group, client } = await classOfNewTeacher()
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
