import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, processDeadline, type RunningServer, runToEnd, startServer } from '../support/processes'

/**
 * The README's path for a newcomer, against the real server process on the embedded database:
 * register, read the mail, confirm, activate with the provider command (which must go through the
 * running server, never open the PGlite folder itself), log in, ask who we are.
 */
describe.runIf(!process.env.TEST_DATABASE_URL)(
  'the real server and the admin command on the embedded database',
  { timeout: processDeadline },
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-newcomer-'))
    let env: Record<string, string>
    let server: RunningServer
    let base: string

    beforeAll(async () => {
      const port = await freePort()
      base = `http://127.0.0.1:${port}`
      env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: base, DEMO_RESET_HOUR: '-1', LOG_LEVEL: 'warn' }
      delete process.env.DATABASE_URL
      server = await startServer(env)
    })
    afterAll(async () => {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const post = (url: string, body: object = {}, token?: string) =>
      fetch(`${base}/api/teacher/v1${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })

    test('prints the URL, a demo login link and the mailbox', () => {
      expect(server.output()).toContain(`Lernraster is running at ${base}`)
      expect(server.output()).toMatch(new RegExp(`Demo login: +${base}/demo\\?token=[\\w-]{43}`))
      expect(server.output()).toContain(`Local mailbox:  ${base}/dev/mailbox`)
    })

    test('register, confirm by mail link, activate with the admin command, log in, userinfo', async () => {
      const email = 'neue.lehrerin@schule.example'
      const password = 'Raster-2026!'
      const registered = await post('/auth/register', {
        firstname: 'Nina',
        lastname: 'Brunner',
        email,
        password,
        password_confirmation: password,
      })
      expect(registered.status).toBe(201)

      const mails = (await (await fetch(`${base}/dev/mailbox.json`)).json()) as { to: string; text: string }[]
      const token = mails
        .find((mail) => mail.to === email)
        ?.text.match(/email_confirmation_token=([\w-]+)/)?.[1]
      expect(token).toMatch(/^[\w-]{43}$/)
      expect((await post('/auth/emailConfirmation', { email_confirmation_token: token })).status).toBe(200)

      const notYet = await post('/auth/login', { email, password })
      const early = ((await notYet.json()) as { api_token: string }).api_token
      const refused = await fetch(`${base}/api/teacher/v1/users/getUserByEmail?email=${email}`, {
        headers: { authorization: `Bearer ${early}` },
      })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ code: 'accountNotActivated' })

      const activate = await runToEnd('admin', ['activate', email], env)
      expect(activate.stderr).toBe('')
      expect(activate.stdout.trim()).toBe(`Activated ${email}.`)
      expect(activate.code).toBe(0)

      const login = await post('/auth/login', { email, password })
      const { api_token } = (await login.json()) as { api_token: string }
      const info = await fetch(`${base}/api/teacher/v1/users/userinfo`, {
        headers: { authorization: `Bearer ${api_token}` },
      })
      expect(await info.json()).toMatchObject({ email, email_confirmed: true, activated: true, role_id: 3 })
    })

    test('the admin command lists the accounts through the running server', async () => {
      const users = await runToEnd('admin', ['users'], env)
      expect(users.code).toBe(0)
      expect(users.stdout).toMatch(/demo@lernraster\.example +teacher +yes +yes/)
      expect(users.stdout).toMatch(/neue\.lehrerin@schule\.example +teacher +yes +yes/)
    })

    test('a bad admin command explains its usage and exits 2', async () => {
      const wrong = await runToEnd('admin', ['activate'], env)
      expect(wrong.code).toBe(2)
      expect(wrong.stderr).toContain('Usage: npm run admin -- <command>')
    })

    test('a second server on the same folder refuses to start and names the reason', async () => {
      const second = await runToEnd('server', [], { ...env, PORT: String(await freePort()) })
      expect(second.code).toBe(1)
      expect(second.stderr).toContain('Is Lernraster already running with DATA_DIR=')
    })

    test('stopping the server frees the folder; the admin command then opens it itself', async () => {
      expect(await server.stop()).toBe(0)
      expect(existsSync(path.join(dataDir, 'lernraster.lock'))).toBe(false)
      const users = await runToEnd('admin', ['users'], env)
      expect(users.code).toBe(0)
      expect(users.stdout).toContain('neue.lehrerin@schule.example')
      expect(existsSync(path.join(dataDir, 'lernraster.lock'))).toBe(false)
    })

    test('a bad setting stops the server with a message naming it', async () => {
      const bad = await runToEnd('server', [], { ...env, PORT: 'drei' })
      expect(bad.code).toBe(1)
      expect(bad.stderr).toContain('PORT="drei": must be a port number')
    })
  },
)
