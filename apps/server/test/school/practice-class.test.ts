import { classCodeAlphabet, Role } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { groups } from '../../src/db/schema'
import { demoTeacherEmail, standingDemoLink } from '../../src/modules/demo/demo.service'
import { ensureOwnPracticeClass } from '../../src/modules/groups/groups.service'
import { createAccount } from '../../src/modules/users/create-account'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import { answer, api, notFound, registerTeacher, uniqueEmail } from '../support/builders'
import { scratchDatabase, migrationStatements as statements } from '../support/scratch-database'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// Every teacher and admin has exactly one hidden practice class, whichever way the account came to be.

const classCode = new RegExp(`^[${classCodeAlphabet}]{6}$`)
const groupsOf = (teacherId: number) =>
  t.app.ctx.db.select().from(groups).where(eq(groups.teacherId, teacherId)).orderBy(asc(groups.id))
const practiceClassesOf = async (teacherId: number) =>
  (await groupsOf(teacherId)).filter((group) => group.isOwnPractice)

describe('the practice class MySelf', () => {
  function expectOnePracticeClass(rows: { name: string; token: string; isOwnPractice: boolean }[]) {
    expect(rows).toEqual([expect.objectContaining({ name: 'MySelf', isOwnPractice: true })])
    expect(rows[0]!.token).toMatch(classCode)
  }

  test('a registered teacher has exactly one', async () => {
    const { email } = await registerTeacher(t.app)
    const user = await findUserByEmail(t.app.ctx.db, email)
    expectOnePracticeClass(await groupsOf(user!.id))
  })

  test('createAccount gives one to teachers and admins, none to students', async () => {
    const create = (roleId: number) =>
      t.app.ctx.db.transaction((tx) =>
        createAccount(
          tx,
          {
            firstname: 'Konto',
            lastname: 'Neu',
            email: uniqueEmail(),
            passwordHash: 'x',
            roleId,
            emailConfirmed: true,
            activated: true,
          },
          t.clock.now(),
        ),
      )
    expectOnePracticeClass(await groupsOf((await create(Role.teacher)).id))
    expectOnePracticeClass(await groupsOf((await create(Role.admin)).id))
    expect(await groupsOf((await create(Role.student)).id)).toEqual([])
  })

  test('the demo teacher and `admin add-user` teachers have one; ensureOwnPracticeClass adds no second', async () => {
    await standingDemoLink(t.app.ctx)
    const demo = await findUserByEmail(t.app.ctx.db, demoTeacherEmail(t.app.ctx.config.PRODUCT_DOMAIN))
    // The demo teacher also has the classes of the demo school.
    expectOnePracticeClass(await practiceClassesOf(demo!.id))

    const email = uniqueEmail()
    await runAdminCommand(t.app.ctx, parseAdminArgs(['add-user', email, '--role', 'teacher']))
    const added = await findUserByEmail(t.app.ctx.db, email)
    expectOnePracticeClass(await groupsOf(added!.id))

    await ensureOwnPracticeClass(t.app.ctx.db, added!.id, t.clock.now())
    expectOnePracticeClass(await groupsOf(added!.id))
  })

  test('is hidden from GET /groups, can be read by its owner and cannot be renamed', async () => {
    const email = uniqueEmail()
    const output = await runAdminCommand(t.app.ctx, parseAdminArgs(['add-user', email, '--role', 'teacher']))
    const password = output.match(/password: (\S+)/)![1]!
    const login = await api(t.app).post('/auth/login', { email, password })
    const client = api(t.app, login.json().api_token)
    const [practice] = await practiceClassesOf((await findUserByEmail(t.app.ctx.db, email))!.id)

    expect(answer(await client.get('/groups'))).toEqual({ status: 200, body: [] })
    const created = (await client.post('/groups/store', { name: '4a' })).json()
    expect((await client.get('/groups')).json()).toEqual([created])

    expect(answer(await client.get('/groups/users', { id: String(practice!.id) }))).toEqual({
      status: 200,
      body: [],
    })
    const rename = await client.post('/groups/update', { id: practice!.id, name: 'Meine Übungen' })
    expect(answer(rename)).toEqual(notFound)
    expect(await practiceClassesOf(practice!.teacherId)).toEqual([practice])
  })
})

test('migration 0001 gives every teacher and admin who existed before it one MySelf, with distinct codes', async () => {
  const database = await scratchDatabase()
  try {
    for (const statement of statements('0000_init.sql')) await database.exec(statement)
    const roles = [...Array(20).fill(Role.teacher), Role.admin, Role.student]
    const values = roles.map(
      (role, index) => `('Vor', 'Migration', 'vor${index}@schule.example', 'x', ${role}, now(), now())`,
    )
    await database.exec(
      `INSERT INTO users (firstname, lastname, email, password_hash, role_id, created_at, updated_at) VALUES ${values.join(', ')}`,
    )
    for (const statement of statements('0001_school.sql')) await database.exec(statement)

    const rows = await database.rows<{ role_id: number; classes: number; name: string; token: string }>(`
      SELECT u.role_id, count(g.id)::int AS classes, min(g.name) AS name, min(g.token) AS token
      FROM users u LEFT JOIN groups g ON g.teacher_id = u.id AND g.is_own_practice
      GROUP BY u.id, u.role_id ORDER BY u.id`)
    expect(rows.map((row) => [row.role_id, row.classes])).toEqual(
      roles.map((role) => [role, role === Role.student ? 0 : 1]),
    )
    const practice = rows.filter((row) => row.classes === 1)
    expect(new Set(practice.map((row) => row.name))).toEqual(new Set(['MySelf']))
    for (const row of practice) expect(row.token).toMatch(classCode)
    // Each row draws its own code: one code for all would already have broken the unique index.
    expect(new Set(practice.map((row) => row.token)).size).toBe(practice.length)
  } finally {
    await database.close()
  }
})
