import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groupUsers } from '../../src/db/schema'
import { createStudent, ok, studentApi } from '../student/student-builders'
import { api, createUser, lastMailTo, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { classOfNewTeacher, membersOf } from './class-import-builders'
import { insertStudent } from './school-builders'

// Decision 037: an existing account on a class list is invited, never added unasked; the student
// accepts or declines in the student app, and the teacher sees 'eingeladen' until then.

const t = useTestApp()

describe('an existing account is invited, never added unasked (decision 037)', () => {
  test("a student of the list gets an invitation and a mail, is no member, and the student's app lists no class", async () => {
    const { teacher, group, client } = await classOfNewTeacher(t.app, '7c Einladung')
    const student = await createStudent(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Timo;Listenname;${student.user.email}`,
        commit: true,
      }),
    )
    expect(await membersOf(t.app, group.id)).toEqual([])
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
    const { group, client } = await classOfNewTeacher(t.app, '7d')
    const student = await createStudent(t.app)
    const colleague = await createUser(t.app)
    ok(
      await client.post('/groups/importStudents', {
        group_id: group.id,
        csv: `Anna;Eins;${student.user.email}\nBen;Zwei;${colleague.user.email}`,
        commit: true,
      }),
    )
    expect(await membersOf(t.app, group.id)).toEqual([])
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
    const { teacher, group } = await classOfNewTeacher(t.app)
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
    const { group, client } = await classOfNewTeacher(t.app)
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
    const { group, client } = await classOfNewTeacher(t.app)
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
    const { teacher, group, client } = await classOfNewTeacher(t.app, name)
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
    expect(await membersOf(t.app, group.id)).toEqual([])
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
    expect(await membersOf(t.app, group.id)).toEqual([])
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
    expect(await membersOf(t.app, group.id)).toEqual([{ userId: student.user.id, active: true }])
  })

  test("a teacher's account cannot accept the invitation a list made for its address", async () => {
    const { group, client } = await classOfNewTeacher(t.app)
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
    expect(await membersOf(t.app, group.id)).toEqual([])
    expect(ok<unknown[]>(await client.get(`/groups/invitations?id=${group.id}`))).toHaveLength(1)
  })
})
