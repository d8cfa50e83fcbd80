import { mkdtempSync, rmSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, processDeadline, type RunningServer, runToEnd, startServer } from '../support/processes'

/**
 * `npm run admin -- backup` on the embedded database goes through the running server (which holds
 * the folder) and opens the folder itself when none runs; `restore` never goes through a server and
 * refuses a folder one runs on. The round trip's content is compared in backup-pglite.test.ts.
 */
describe('backup and restore commands beside the real server on the embedded database', {
  timeout: processDeadline,
}, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lernraster-backup-cli-'))
  const dataDir = path.join(root, 'data')
  // An empty DATABASE_URL counts as unset: the embedded database, whatever the caller's environment.
  const embedded = (folder: string) => ({ DATA_DIR: folder, DATABASE_URL: '', LOG_LEVEL: 'warn' })
  let env: Record<string, string>
  let server: RunningServer

  beforeAll(async () => {
    const port = await freePort()
    env = {
      ...embedded(dataDir),
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DEMO_RESET_HOUR: '-1',
    }
    server = await startServer(env)
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  const backedUpInto = (stdout: string) => stdout.match(/^Backed up into (\S+)$/m)?.[1] ?? ''

  test('through the running server, then directly once it has stopped; restore into an empty folder', async () => {
    const viaServer = await runToEnd('admin', ['backup', path.join(root, 'via-server')], env)
    expect(viaServer.stderr).toBe('')
    expect(viaServer.code).toBe(0)
    const first = backedUpInto(viaServer.stdout)
    expect(await readdir(first)).toContain('pglite-data.tar.gz')

    const refused = await runToEnd('admin', ['restore', first], embedded(dataDir))
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`Nothing was restored. ${dataDir} is in use by process`)

    expect(await server.stop()).toBe(0)
    const direct = await runToEnd('admin', ['backup', path.join(root, 'direct')], env)
    expect(direct.stderr).toBe('')
    expect(direct.code).toBe(0)
    // The same data both ways: the same tables, rows and files.
    const summary = (stdout: string) => stdout.split('\n').slice(1).join('\n')
    expect(summary(direct.stdout)).toBe(summary(viaServer.stdout))

    const restored = await runToEnd(
      'admin',
      ['restore', backedUpInto(direct.stdout)],
      embedded(path.join(root, 'restored')),
    )
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(/database: {3}\d+ tables, \d+ rows, as many as the backup counted/)
  })

  test('a usage error for a restore without its folder', async () => {
    const result = await runToEnd('admin', ['restore'], embedded(dataDir))
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Cannot read "restore".')
  })
})
