import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, processDeadline, type RunningServer, runToEnd, startServer } from '../support/processes'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'

const postgresUrl = process.env.TEST_DATABASE_URL

/** On PostgreSQL the server migrates a fresh database, and admin commands connect directly beside it. */
describe.runIf(postgresUrl)(
  'the real server and the admin command on PostgreSQL',
  { timeout: processDeadline },
  () => {
    const name = uniqueDatabaseName('lernraster_int')
    let env: Record<string, string>
    let server: RunningServer

    beforeAll(async () => {
      await adminQuery(postgresUrl!, `CREATE DATABASE ${name}`)
      const port = await freePort()
      env = {
        DATABASE_URL: withDatabase(postgresUrl!, name),
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DEMO_RESET_HOUR: '-1',
        LOG_LEVEL: 'warn',
      }
      server = await startServer(env)
    })
    afterAll(async () => {
      await server?.stop()
      await adminQuery(postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    })

    test('migrates, seeds the demo teacher and says it runs on PostgreSQL', () => {
      expect(server.output()).toContain('Database:       PostgreSQL')
      expect(server.output()).toContain('Demo data:      created by this instance')
    })

    test('add-user runs beside the server and its password logs in', async () => {
      const added = await runToEnd('admin', ['add-user', 'admin@schule.example', '--role', 'admin'], env)
      expect(added.code).toBe(0)
      const password = added.stdout.match(/password: (\S+)/)?.[1]
      expect(password).toMatch(/^\S{16}$/)

      const login = await fetch(`${env.APP_URL}/api/teacher/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@schule.example', password }),
      })
      expect(login.status).toBe(200)

      const users = await runToEnd('admin', ['users'], env)
      expect(users.stdout).toMatch(/admin@schule\.example +admin +yes +yes/)
    })
  },
)
