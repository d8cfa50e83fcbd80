import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, processDeadline, type RunningServer, runToEnd, startServer } from '../support/processes'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * Issue 10: a bookmarked demo link must survive a restart. The real server is started, stopped and
 * started again on the same database; the link it prints stays the same until the provider rotates it
 * (decision 011). On the embedded database the rotation goes through the running server, on
 * PostgreSQL the admin command connects itself.
 */
describe(`the demo link printed at start (${postgresUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-demo-link-'))
  const databaseName = uniqueDatabaseName('lernraster_demo_link')
  let env: Record<string, string>
  let server: RunningServer | undefined

  beforeAll(async () => {
    const port = await freePort()
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DEMO_RESET_HOUR: '-1',
      LOG_LEVEL: 'warn',
    }
    if (postgresUrl) {
      await adminQuery(postgresUrl, `CREATE DATABASE ${databaseName}`)
      env.DATABASE_URL = withDatabase(postgresUrl, databaseName)
    }
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    if (postgresUrl) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  })

  async function start(): Promise<string> {
    server = await startServer(env)
    const link = server.output().match(/Demo login: +(\S+)/)?.[1]
    expect(link).toMatch(new RegExp(`^${env.APP_URL}/demo\\?token=[\\w-]{43}$`))
    return link!
  }

  async function demoLogin(link: string): Promise<number> {
    const token = new URL(link).searchParams.get('token')
    const response = await fetch(`${env.APP_URL}/api/teacher/v1/auth/demoLogin/${token}`, { method: 'POST' })
    return response.status
  }

  test(
    'stays the same across restarts until `demo-link --rotate` replaces it',
    async () => {
      const first = await start()
      expect(server!.output()).toContain(
        '(the same at every start; a new one: npm run admin -- demo-link --rotate)',
      )
      expect(await demoLogin(first)).toBe(200)
      expect(await server!.stop()).toBe(0)

      expect(await start()).toBe(first)
      expect(await demoLogin(first)).toBe(200)
      const printed = await runToEnd('admin', ['demo-link'], env)
      expect(printed.stdout.trim()).toBe(first)

      const rotated = await runToEnd('admin', ['demo-link', '--rotate'], env)
      expect(rotated.code).toBe(0)
      const next = rotated.stdout.split('\n')[0]!
      expect(next).not.toBe(first)
      expect(await demoLogin(first)).toBe(422)
      expect(await demoLogin(next)).toBe(200)
      expect(await server!.stop()).toBe(0)

      expect(await start()).toBe(next)
      expect(await demoLogin(next)).toBe(200)
    },
    2 * processDeadline,
  )
})
