import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { readManifest } from '../../src/admin/backup/backup-manifest'
import { restoreBackup } from '../../src/admin/backup/restore-backup'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { buildApp } from '../../src/app'
import { type Config, loadConfig } from '../../src/config'
import { type Database, openPglite } from '../../src/db/client'
import { acquireDataDirLock } from '../../src/db/data-dir-lock'
import { incomingDir } from '../../src/modules/core/file-store'
import { seedDemoIfEmpty } from '../../src/modules/demo/demo.service'
import { postForm, sample } from '../files/file-builders'
import { createUser } from '../support/builders'
import { testHashCost } from '../support/hash-cost'
import { TestClock } from '../support/test-clock'
import { fileHashes, tableChecksums } from './backup-compare'

/** An installation on the embedded database in a folder of its own, as `npm start` keeps it. */
function configFor(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://lernraster.test',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DEMO_RESET_HOUR: '-1',
    ...testHashCost({}),
    ...env,
  })
}

/** A migrated PGlite in `folder`: the test run's template when there is one (it saves initdb's seconds). */
async function migratedPglite(folder: string): Promise<Database> {
  const template = inject('pgliteTemplate')
  const database = template
    ? openPglite(folder, { loadDataDir: new Blob([await readFile(template)]) })
    : openPglite(folder)
  await database.migrate()
  return database
}

async function checksumsOf(dataDir: string) {
  const database = openPglite(path.join(dataDir, 'pglite'))
  try {
    return await tableChecksums(database.db)
  } finally {
    await database.close()
  }
}

describe('backup and restore on the embedded database', () => {
  let root: string
  let source: Config
  let backup: string

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lernraster-backup-'))
    source = configFor(path.join(root, 'source'))
    await mkdir(source.DATA_DIR)
    const database = await migratedPglite(path.join(source.DATA_DIR, 'pglite'))
    const clock = new TestClock()
    const app = await buildApp({ config: source, database, clock, logger: false })
    try {
      // The demo school: every kind of row, and the generated files of its modules.
      expect(await seedDemoIfEmpty(app.ctx)).toBe(true)
      const teacher = await createUser(app)
      for (const kind of ['png', 'pdf'] as const) {
        const upload = await postForm(
          app,
          '/files/upload',
          [['file', sample[kind], `Blatt.${kind}`]],
          teacher.token,
        )
        expect(upload.statusCode, upload.body).toBe(200)
      }
      // A piece of an upload on its way in: no row names it, and a backup leaves it out.
      await writeFile(path.join(incomingDir(source), `${teacher.user.id}.piece.part`), 'half an upload')

      const output = await runAdminCommand(app.ctx, parseAdminArgs(['backup', path.join(root, 'backups')]))
      backup = output.match(/^Backed up into (\S+)$/m)?.[1] ?? ''
      expect(output).toMatch(
        /database: {3}embedded \(PGlite\), \d+ tables, \d+ rows, \d+ migrations \(last 00\d\d_\w+\)/,
      )

      // The same moment again: the folder exists, and the first backup stays as it was.
      const again = await runAdminCommand(
        app.ctx,
        parseAdminArgs(['backup', path.join(root, 'backups')]),
      ).catch((error: Error) => error.message)
      expect(again).toBe(`${backup} exists already; a backup never writes into an existing folder.`)
      const inside = await runAdminCommand(
        app.ctx,
        parseAdminArgs(['backup', path.join(source.FILES_DIR, 'b')]),
      ).catch((error: Error) => error.message)
      expect(inside).toBe(
        `${path.join(source.FILES_DIR, 'b')} is inside the files folder ${source.FILES_DIR}; choose a folder outside it.`,
      )
    } finally {
      await app.close()
      await database.close()
    }
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  test('the backup folder holds the dump, the files without .incoming, and the manifest', async () => {
    expect(path.basename(backup)).toBe('lernraster-2026-11-02T08-00-00Z')
    expect((await readdir(backup)).sort()).toEqual(['files', 'manifest.json', 'pglite-data.tar.gz'])
    const manifest = await readManifest(backup)
    const stored = await fileHashes(source.FILES_DIR, ['.incoming'])
    expect(manifest.files).toEqual({ count: Object.keys(stored).length, bytes: expect.any(Number) })
    expect(manifest.files!.count).toBeGreaterThan(2)
    expect(await fileHashes(path.join(backup, 'files'))).toEqual(stored)
    expect(manifest.database.tables.users).toBeGreaterThan(10)
    expect(manifest.database.tables['drizzle.__drizzle_migrations']).toBe(manifest.database.migrations.count)
  })

  test('restores into an empty folder: every table and every file the same', async () => {
    const target = configFor(path.join(root, 'target'))
    const output = await restoreBackup(target, backup)
    expect(output).toContain(
      `Restored ${backup} (made 2026-11-02T08:00:00.000Z) into the embedded database in ${target.DATA_DIR}:`,
    )
    expect(output).toMatch(/migrations: \d+ applied \(last 00\d\d_\w+\); all of this version/)

    const [before, after] = [await checksumsOf(source.DATA_DIR), await checksumsOf(target.DATA_DIR)]
    expect(Object.keys(before).length).toBeGreaterThan(20)
    expect(after).toEqual(before)
    expect(await fileHashes(target.FILES_DIR)).toEqual(await fileHashes(source.FILES_DIR, ['.incoming']))
  })

  test('refuses a target with a database, and leaves it untouched', async () => {
    const target = configFor(path.join(root, 'target'))
    const before = { rows: await checksumsOf(target.DATA_DIR), files: await fileHashes(target.FILES_DIR) }
    await expect(restoreBackup(target, backup)).rejects.toThrow(
      `Nothing was restored. ${path.join(target.DATA_DIR, 'pglite')} is not empty (it holds an embedded database).`,
    )
    expect({ rows: await checksumsOf(target.DATA_DIR), files: await fileHashes(target.FILES_DIR) }).toEqual(
      before,
    )
  })

  test('refuses a files folder with a file before it writes the database', async () => {
    const target = configFor(path.join(root, 'with-files'))
    await mkdir(target.FILES_DIR, { recursive: true })
    await writeFile(path.join(target.FILES_DIR, 'someone-elses-file'), 'keep me')
    await expect(restoreBackup(target, backup)).rejects.toThrow(
      `${target.FILES_DIR} is not empty (it holds 1 file(s)).`,
    )
    expect(await readdir(target.DATA_DIR)).toEqual(['files'])
    expect(await fileHashes(target.FILES_DIR)).toEqual({ 'someone-elses-file': expect.any(String) })
  })

  test('refuses a folder a server runs on', async () => {
    const target = configFor(path.join(root, 'busy'))
    const lock = acquireDataDirLock(target.DATA_DIR, 'server')
    try {
      await expect(restoreBackup(target, backup)).rejects.toThrow(
        `Nothing was restored. ${target.DATA_DIR} is in use by process ${process.pid} (server); stop it first.`,
      )
      expect((await readdir(target.DATA_DIR)).sort()).toEqual(['lernraster.lock'])
    } finally {
      lock.release()
    }
  })

  test('refuses a backup of a newer version: its last migration is unknown here', async () => {
    const newer = path.join(root, 'newer')
    await cp(backup, newer, { recursive: true })
    const manifest = await readManifest(newer)
    manifest.database.migrations.last = '0999_from_the_future'
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest))
    const target = configFor(path.join(root, 'for-newer'))
    await expect(restoreBackup(target, newer)).rejects.toThrow(
      'Nothing was restored. The backup comes from a newer Lernraster (its last migration, 0999_from_the_future, is unknown to this one).',
    )
    await expect(readdir(target.DATA_DIR)).rejects.toThrow('ENOENT')
  })

  test('refuses a backup of the embedded database into PostgreSQL, and a folder that is no backup', async () => {
    const postgres = configFor(path.join(root, 'unused'), {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    })
    await expect(restoreBackup(postgres, backup)).rejects.toThrow(
      'The backup holds the embedded database (PGlite), and this installation uses PostgreSQL',
    )
    await expect(restoreBackup(configFor(path.join(root, 'unused')), root)).rejects.toThrow(
      `${root} is not a complete Lernraster backup: it has no manifest.json`,
    )
  })
})
