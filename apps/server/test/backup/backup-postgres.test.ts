import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { restoreBackup } from '../../src/admin/backup/restore-backup'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { buildApp } from '../../src/app'
import { type Config, loadConfig } from '../../src/config'
import { openPostgres } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'
import { seedDemoIfEmpty } from '../../src/modules/demo/demo.service'
import { postForm, sample } from '../files/file-builders'
import { createUser } from '../support/builders'
import { testHashCost } from '../support/hash-cost'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'
import { TestClock } from '../support/test-clock'
import { tableChecksums } from './backup-compare'

const postgresUrl = process.env.TEST_DATABASE_URL

function configFor(databaseUrl: string, filesDir: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://lernraster.test',
    WEB_DIST_DIR: '/nonexistent',
    DATABASE_URL: databaseUrl,
    FILES_DIR: filesDir,
    DEMO_RESET_HOUR: '-1',
    ...testHashCost({}),
  })
}

async function checksumsOf(databaseUrl: string) {
  const database = openPostgres(databaseUrl)
  try {
    return await tableChecksums(database.db)
  } finally {
    await database.close()
  }
}

/** pg_dump and pg_restore: from a database in the template's state into a new, empty one. */
describe.runIf(postgresUrl)('backup and restore on PostgreSQL', () => {
  const names = [uniqueDatabaseName('lernraster_backup_from'), uniqueDatabaseName('lernraster_backup_to')]
  let root: string
  let source: Config
  let target: Config
  let backup: string

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lernraster-backup-'))
    await adminQuery(postgresUrl!, `CREATE DATABASE ${names[0]} TEMPLATE ${inject('postgresTemplate')}`)
    await adminQuery(postgresUrl!, `CREATE DATABASE ${names[1]}`)
    source = configFor(withDatabase(postgresUrl!, names[0]!), path.join(root, 'source-files'))
    target = configFor(withDatabase(postgresUrl!, names[1]!), path.join(root, 'target-files'))
    const database = openPostgres(source.DATABASE_URL!)
    const app = await buildApp({ config: source, database, clock: new TestClock(), logger: false })
    try {
      expect(await seedDemoIfEmpty(app.ctx)).toBe(true)
      const teacher = await createUser(app)
      const upload = await postForm(app, '/files/upload', [['file', sample.png, 'Blatt.png']], teacher.token)
      expect(upload.statusCode, upload.body).toBe(200)
      const output = await runAdminCommand(app.ctx, parseAdminArgs(['backup', path.join(root, 'backups')]))
      expect(output).toMatch(/database: {3}PostgreSQL, \d+ tables, \d+ rows/)
      backup = output.match(/^Backed up into (\S+)$/m)?.[1] ?? ''
    } finally {
      await app.close()
      await database.close()
    }
  })
  afterAll(async () => {
    for (const name of names) await adminQuery(postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await rm(root, { recursive: true, force: true })
  })

  test('the backup folder holds the custom-format dump and the manifest: the files are in the dump', async () => {
    // PostgreSQL keeps the files in the database by default (decision 049).
    expect(source.FILES_STORE).toBe('database')
    expect((await readdir(backup)).sort()).toEqual(['database.dump', 'manifest.json'])
  })

  test('restores into an empty database: every table and every file the same', async () => {
    const output = await restoreBackup(target, backup)
    expect(output).toContain('into the database of DATABASE_URL:')
    expect(output).toMatch(/migrations: \d+ applied \(last 00\d\d_\w+\); all of this version/)
    const before = await checksumsOf(source.DATABASE_URL!)
    expect(Object.keys(before).length).toBeGreaterThan(20)
    expect(await checksumsOf(target.DATABASE_URL!)).toEqual(before)
    // The uploaded picture came back with its pieces (the demo's files too).
    const restored = openPostgres(target.DATABASE_URL!)
    try {
      const [row] = resultRows<{ pieces: number }>(
        await restored.db.execute(sql`select count(*)::int as pieces from file_chunks c
          join files f on f.id = c.file_id where f.original_name = 'Blatt.png'`),
      )
      expect(row?.pieces).toBe(1)
    } finally {
      await restored.close()
    }
  })

  test('refuses a database with tables, and leaves it untouched', async () => {
    const before = await checksumsOf(target.DATABASE_URL!)
    const elsewhere = { ...target, FILES_DIR: path.join(root, 'unused-files') }
    await expect(restoreBackup(elsewhere, backup)).rejects.toThrow(
      /^Nothing was restored\. The database of DATABASE_URL is not empty: it has \d+ table\(s\) in schema public\./,
    )
    expect(await checksumsOf(target.DATABASE_URL!)).toEqual(before)
    expect(await readdir(root)).not.toContain('unused-files')
  })

  test('refuses a PostgreSQL backup into the embedded database', async () => {
    const embedded = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'embedded') })
    await expect(restoreBackup(embedded, backup)).rejects.toThrow(
      'The backup holds PostgreSQL, and this installation uses the embedded database (PGlite)',
    )
  })
})
