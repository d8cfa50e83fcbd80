import { Role } from '@lernraster/shared'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoLinks, users } from '../../src/db/schema'
import { createDemoLink, seedDemoIfEmpty } from '../../src/modules/demo/demo.service'
import { API, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const DEMO_EMAIL = 'demo@lernraster.example'
// The demo school's students are accounts too; these tests are about the teacher accounts.
const allUsers = () =>
  t.app.ctx.db.select().from(users).where(ne(users.roleId, Role.student)).orderBy(users.id)
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
const demoLogin = (link: string) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${tokenOf(link)}` })

describe('seedDemoIfEmpty', () => {
  it('creates the demo teacher on an empty database, once', async () => {
    expect(await allUsers()).toEqual([])
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(true)
    const [demo, ...others] = await allUsers()
    expect(others).toEqual([])
    expect(demo).toMatchObject({
      email: DEMO_EMAIL,
      firstname: 'Demo',
      lastname: 'Lehrperson',
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
      showTour: true,
    })

    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(false)
    expect(await allUsers()).toHaveLength(1)
  })

  it('leaves a database with accounts alone', async () => {
    await t.app.ctx.db.delete(users).where(eq(users.email, DEMO_EMAIL))
    const { user } = await createUser(t.app)
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(false)
    expect((await allUsers()).map((row) => row.email)).toEqual([user.email])
  })
})

describe('createDemoLink', () => {
  it('creates the demo teacher when needed and links into it', async () => {
    const link = await createDemoLink(t.app.ctx, 'cli')
    expect(link).toMatch(/^http:\/\/lernraster\.test\/demo\?token=[\w-]{43}$/)
    expect((await allUsers()).filter((row) => row.email === DEMO_EMAIL)).toHaveLength(1)
    const response = await demoLogin(link)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ api_token: expect.stringMatching(/^[\w-]{43}$/) })
  })

  it("replaces the previous 'start' link and keeps the 'cli' links", async () => {
    const cli = await createDemoLink(t.app.ctx, 'cli')
    const firstStart = await createDemoLink(t.app.ctx, 'start')
    expect((await demoLogin(firstStart)).statusCode).toBe(200)

    const secondStart = await createDemoLink(t.app.ctx, 'start')
    const old = await demoLogin(firstStart)
    expect(old.statusCode).toBe(422)
    expect(old.json()).toMatchObject({ code: 'invalidToken', message: 'Invalid Token' })
    expect((await demoLogin(secondStart)).statusCode).toBe(200)
    expect((await demoLogin(cli)).statusCode).toBe(200)

    const links = await t.app.ctx.db.select().from(demoLinks)
    expect(links.filter((link) => link.purpose === 'start')).toHaveLength(1)
    expect(links.filter((link) => link.purpose === 'cli')).toHaveLength(2)
    // Only hashes are stored, never the token of the link.
    expect(links.map((link) => link.tokenHash)).not.toContain(tokenOf(secondStart))
    expect(links.every((link) => /^[0-9a-f]{64}$/.test(link.tokenHash))).toBe(true)
  })
})
