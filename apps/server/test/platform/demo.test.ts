import { Role } from '@lernraster/shared'
import { and, eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { demoLinks, users } from '../../src/db/schema'
import { hashToken, newToken } from '../../src/lib/secrets'
import { rotateDemoLink, seedDemoIfEmpty, standingDemoLink } from '../../src/modules/demo/demo.service'
import { insertDemoLink } from '../../src/modules/demo/demo-links.repo'
import { demoColleague } from '../../src/modules/demo/school/demo-colleague'
import { demoStoreAuthor } from '../../src/modules/demo/school/demo-store'
import { API, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const DEMO_EMAIL = 'demo@lernraster.example'
// The demo school's students and the demo teacher's colleague are accounts too; these tests are
// about the demo teacher and the accounts of real people.
const allUsers = () =>
  t.app.ctx.db
    .select()
    .from(users)
    // The demo's colleague and the author of its store samples are not demo accounts of their own.
    .where(
      and(
        ne(users.roleId, Role.student),
        ne(users.email, demoColleague.email),
        ne(users.email, demoStoreAuthor.email),
      ),
    )
    .orderBy(users.id)
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

describe('the standing demo link (decision 011)', () => {
  const invalid = {
    code: 'invalidToken',
    message: 'Dieser Code oder Link ist ungültig oder abgelaufen.',
  }

  it('creates the demo teacher when needed and links into it', async () => {
    const link = await standingDemoLink(t.app.ctx)
    expect(link).toMatch(/^http:\/\/lernraster\.test\/demo\?token=[\w-]{43}$/)
    expect((await allUsers()).filter((row) => row.email === DEMO_EMAIL)).toHaveLength(1)
    const response = await demoLogin(link)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ api_token: expect.stringMatching(/^[\w-]{43}$/) })
  })

  it('is the same link every time it is asked for (every start), until it is rotated', async () => {
    const first = await standingDemoLink(t.app.ctx)
    expect(await standingDemoLink(t.app.ctx)).toBe(first)
    expect(await runAdminCommand(t.app.ctx, parseAdminArgs(['demo-link']))).toBe(first)
    expect((await demoLogin(first)).statusCode).toBe(200)

    const rotated = await runAdminCommand(t.app.ctx, parseAdminArgs(['demo-link', '--rotate']))
    const [next, note] = rotated.split('\n')
    expect(next).toMatch(/\/demo\?token=[\w-]{43}$/)
    expect(next).not.toBe(first)
    expect(note).toBe('This is the new demo link; every earlier one no longer works.')
    const old = await demoLogin(first)
    expect(old.statusCode).toBe(422)
    expect(old.json()).toMatchObject(invalid)
    expect((await demoLogin(next!)).statusCode).toBe(200)
    expect(await standingDemoLink(t.app.ctx)).toBe(next)
  })

  it('rotating also retires the links that `demo-link` made before there was a standing one', async () => {
    const demo = await t.app.ctx.db.select().from(users).where(eq(users.email, DEMO_EMAIL))
    const older = newToken()
    await insertDemoLink(t.app.ctx.db, {
      userId: demo[0]!.id,
      tokenHash: hashToken(older),
      purpose: 'cli',
      now: new Date(),
    })
    expect((await demoLogin(`http://x/demo?token=${older}`)).statusCode).toBe(200)
    await rotateDemoLink(t.app.ctx)
    expect((await demoLogin(`http://x/demo?token=${older}`)).statusCode).toBe(422)
  })

  it('replaces a standing link whose token was never kept (made before migration 0003)', async () => {
    const before = await standingDemoLink(t.app.ctx)
    await t.app.ctx.db.update(demoLinks).set({ token: null }).where(eq(demoLinks.purpose, 'start'))
    const after = await standingDemoLink(t.app.ctx)
    expect(after).not.toBe(before)
    expect((await demoLogin(after)).statusCode).toBe(200)
    expect(await standingDemoLink(t.app.ctx)).toBe(after)
  })

  it('is one per demo account even when several servers ask at the same moment', async () => {
    await rotateDemoLink(t.app.ctx)
    await t.app.ctx.db.delete(demoLinks)
    const links = await Promise.all(Array.from({ length: 4 }, () => standingDemoLink(t.app.ctx)))
    expect(new Set(links).size).toBe(1)
    const rows = await t.app.ctx.db.select().from(demoLinks)
    expect(rows).toHaveLength(1)
    // Looked up by its SHA-256 like every token; the kept token is the standing link's alone.
    expect(rows[0]).toMatchObject({ purpose: 'start', tokenHash: hashToken(tokenOf(links[0]!)) })
  })
})
