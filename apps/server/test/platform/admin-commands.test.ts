import { Role } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { parseAdminArgs, runAdminCommand, UsageError } from '../../src/admin/commands'
import { AppError } from '../../src/lib/app-error'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import { API, api, createUser, mailsTo, uniqueEmail } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** Runs `npm run admin -- <argv>` inside the test app. */
const admin = (...argv: string[]) => runAdminCommand(t.app.ctx, parseAdminArgs(argv))

async function flagsOf(email: string) {
  const user = await findUserByEmail(t.app.ctx.db, email)
  return { activated: user?.activated, confirmed: user?.emailConfirmed }
}

describe('parseAdminArgs', () => {
  it('reads each command', () => {
    expect(parseAdminArgs(['activate', 'A@B.ch'])).toEqual({ name: 'activate', email: 'a@b.ch' })
    expect(parseAdminArgs(['activate', ' a@b.ch '])).toEqual({ name: 'activate', email: 'a@b.ch' })
    expect(parseAdminArgs(['add-user', 'a@b.ch', '--role', 'student'])).toEqual({
      name: 'add-user',
      email: 'a@b.ch',
      role: 'student',
    })
    expect(parseAdminArgs(['add-user', '--role', 'admin', 'a@b.ch'])).toMatchObject({ role: 'admin' })
    expect(parseAdminArgs(['users'])).toEqual({ name: 'users' })
    expect(parseAdminArgs(['demo-link'])).toEqual({ name: 'demo-link' })
    expect(parseAdminArgs(['demo-link', '--rotate'])).toEqual({ name: 'demo-link', rotate: true })
  })

  it.each([
    [[], 'No command given.'],
    [['launch'], 'Cannot read "launch".'],
    [['activate'], 'Cannot read "activate".'],
    [['activate', 'not-an-email'], 'Cannot read "activate not-an-email".'],
    [['add-user', 'a@b.ch'], 'Cannot read "add-user a@b.ch".'],
    [['add-user', 'a@b.ch', '--role', 'root'], 'Cannot read "add-user a@b.ch --role root".'],
    [['users', '--rotate'], 'Cannot read "users --rotate".'],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError)
    expect(() => parseAdminArgs(argv)).toThrow(message)
  })
})

describe('activate and deactivate', () => {
  it('activates a teacher, mails them, and says so the second time', async () => {
    const { user, token } = await createUser(t.app, { activated: false })
    const before = await api(t.app, token).get('/users/getUserByEmail', { email: user.email })
    expect(before.statusCode).toBe(403)
    expect(before.json()).toMatchObject({ code: 'accountNotActivated' })

    expect(await admin('activate', user.email)).toBe(`Activated ${user.email}.`)
    expect(await flagsOf(user.email)).toEqual({ activated: true, confirmed: true })
    const mails = await mailsTo(t.app, user.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Ihr Lernraster-Konto ist aktiviert'])
    expect(mails[0]?.text).toContain('Zu Lernraster: http://lernraster.test/')
    // The same session now gets past the activation check (and finds the now activated teacher).
    const after = await api(t.app, token).get('/users/getUserByEmail', { email: user.email })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ id: user.id, firstname: 'Vreni', lastname: 'Muster' })

    expect(await admin('activate', user.email)).toBe(`${user.email} is already activated.`)
    expect(await mailsTo(t.app, user.email)).toHaveLength(1)
  })

  it('notes when the activated teacher has not confirmed the address yet', async () => {
    const { user } = await createUser(t.app, { activated: false, emailConfirmed: false })
    expect(await admin('activate', user.email.toUpperCase())).toBe(
      `Activated ${user.email}. The e-mail address is not confirmed yet; the teacher must still confirm it.`,
    )
    expect(await flagsOf(user.email)).toEqual({ activated: true, confirmed: false })
  })

  it('deactivates, and the teacher is refused again', async () => {
    const { user, token } = await createUser(t.app)
    expect(await admin('deactivate', user.email)).toBe(`Deactivated ${user.email}.`)
    expect(await flagsOf(user.email)).toEqual({ activated: false, confirmed: true })
    const response = await api(t.app, token).get('/users/getUserByEmail', { email: user.email })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'accountNotActivated' })
  })

  it('answers notFound for an unknown e-mail and changes nothing', async () => {
    const email = uniqueEmail('niemand')
    for (const command of ['activate', 'deactivate']) {
      const error = await admin(command, email).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({
        code: 'notFound',
        message: `No account with the e-mail address ${email}.`,
      })
    }
    expect(await findUserByEmail(t.app.ctx.db, email)).toBeUndefined()
    expect(await mailsTo(t.app, email)).toEqual([])
  })
})

describe('users and add-user', () => {
  it('lists every account with role, confirmed and activated', async () => {
    const student = await createUser(t.app, { role: Role.student })
    const waiting = await createUser(t.app, { emailConfirmed: false, activated: false })
    const output = await admin('users')
    const lines = output.split('\n')
    expect(lines[0]).toMatch(/^id\s+email\s+role\s+confirmed\s+activated\s+name$/)
    const row = (email: string) => lines.find((line) => line.includes(` ${email} `))?.split(/\s{2,}/)
    expect(row(student.user.email)).toEqual([
      String(student.user.id),
      student.user.email,
      'student',
      'yes',
      'yes',
      'Vreni Muster',
    ])
    expect(row(waiting.user.email)).toEqual([
      String(waiting.user.id),
      waiting.user.email,
      'teacher',
      'no',
      'no',
      'Vreni Muster',
    ])
    expect(lines.at(-1)).toBe(`${lines.length - 2} account(s)`)
  })

  it.each(['teacher', 'student', 'admin'] as const)(
    'adds a %s whose printed password logs in',
    async (role) => {
      const email = uniqueEmail(`neu-${role}`)
      const output = await admin('add-user', email, '--role', role)
      const password = output.match(/with the password: (\S+)\n/)?.[1] ?? ''
      expect(output).toBe(
        `Created ${role} ${email} with the password: ${password}\nAsk them to change it under Einstellungen.`,
      )
      expect(password).toMatch(/^[a-zA-Z2-9]{16}$/)

      const login = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { email, password },
      })
      expect(login.statusCode).toBe(200)
      const user = await findUserByEmail(t.app.ctx.db, email)
      expect(user).toMatchObject({ roleId: Role[role], emailConfirmed: true, activated: true })
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    },
  )

  it('refuses a taken address and a demo address', async () => {
    const { user } = await createUser(t.app)
    await expect(admin('add-user', user.email, '--role', 'teacher')).rejects.toMatchObject({
      code: 'emailTaken',
    })
    await expect(admin('add-user', 'demo2@lernraster.example', '--role', 'teacher')).rejects.toMatchObject({
      code: 'validation',
    })
    expect(await findUserByEmail(t.app.ctx.db, 'demo2@lernraster.example')).toBeUndefined()
  })
})

describe('demo-link and reset-demo', () => {
  it('prints a /demo link whose token logs into the demo teacher', async () => {
    const output = await admin('demo-link')
    expect(output).toMatch(/^http:\/\/lernraster\.test\/demo\?token=[\w-]{43}$/)
    const token = new URL(output).searchParams.get('token') ?? ''
    const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
    expect(login.statusCode).toBe(200)
    const info = await api(t.app, login.json<{ api_token: string }>().api_token).get('/users/userinfo')
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ email: 'demo@lernraster.example', is_demo: true, activated: true })
  })

  it('refuses a made-up demo token with 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${'x'.repeat(43)}` })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'invalidToken' })
  })

  it('restores a renamed demo teacher', async () => {
    const token = new URL(await admin('demo-link')).searchParams.get('token') ?? ''
    const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
    const demo = api(t.app, login.json<{ api_token: string }>().api_token)
    expect(
      (await demo.post('/account/updateName', { firstname: 'Umbenannt', lastname: 'Besucher' })).statusCode,
    ).toBe(200)
    expect((await demo.post('/users/tourSeen', { tour: 'start' })).statusCode).toBe(200)
    expect((await demo.post('/account/updateTour', { show_tour: false })).statusCode).toBe(200)
    expect((await demo.get('/users/userinfo')).json()).toMatchObject({
      firstname: 'Umbenannt',
      show_tour: false,
      seen_tours: ['start'],
    })

    expect(await admin('reset-demo')).toBe('Reset 1 demo account(s).')
    expect((await demo.get('/users/userinfo')).json()).toMatchObject({
      firstname: 'Demo',
      lastname: 'Lehrperson',
      show_tour: true,
      seen_tours: [],
    })
  })
})

describe('reset-demo after the visitor archived a class (decision 051)', () => {
  it('brings the demo school back with every class current and only its own 6a archived', async () => {
    const token = new URL(await admin('demo-link')).searchParams.get('token') ?? ''
    const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
    const demo = api(t.app, login.json<{ api_token: string }>().api_token)
    const classes = () =>
      (demo.get('/groups') as Promise<{ json(): { id: number; name: string }[] }>).then((r) => r.json())
    const before = (await classes()).map((row) => row.name)
    const first = (await classes())[0]!
    const archived = await demo.post('/groups/archive', { id: first.id, next_name: `${first.name} neu` })
    expect(archived.statusCode, archived.body).toBe(200)

    expect(await admin('reset-demo')).toBe('Reset 1 demo account(s).')
    expect((await classes()).map((row) => row.name)).toEqual(before)
    // The visitor's archived class is gone; the archive holds the demo's own last-year 6a only.
    const archive = (await demo.get('/groups/archived')).json() as { classes: { name: string }[] }
    expect(archive.classes.map((row) => row.name)).toEqual(['6a'])
  })
})

describe('demo-activity', () => {
  it("a demo student rates and asks; the demo teacher's feeds show both, and real accounts are refused", async () => {
    const token = new URL(await admin('demo-link')).searchParams.get('token') ?? ''
    const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
    const demo = api(t.app, login.json<{ api_token: string }>().api_token)
    t.clock.advanceMinutes(1)

    const output = await admin('demo-activity', 'demo@lernraster.example')
    expect(output).toMatch(/^.+ rated «.+» with \d(\.5)? and asked about it\.$/)
    const [rating] = (await demo.get('/evaluations/newest', { take: '1' })).json()
    const [feedback] = (await demo.get('/feedbacks/newest', { take: '1' })).json()
    expect(output).toContain(
      `${rating.user.firstname} ${rating.user.lastname} rated «${rating.question.title}»`,
    )
    expect(rating.updated_at).toBe(t.app.ctx.clock.now().toISOString())
    expect(feedback).toMatchObject({ solved: false, question: { id: rating.question.id } })

    const teacher = await createUser(t.app)
    await expect(admin('demo-activity', teacher.user.email)).rejects.toThrow(/not a demo account/)
  })
})
