import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { backupFolderName } from '../../src/admin/backup/backup-manifest'
import { runPostgresTool } from '../../src/admin/backup/postgres-tools'
import { parseAdminArgs, parseRestoreArgs, UsageError } from '../../src/admin/commands'

const typedFrom = process.env.INIT_CWD ?? process.cwd()

describe('backup and restore arguments', () => {
  test('a folder is taken from where the command was typed, so it can travel to the server', () => {
    expect(parseAdminArgs(['backup', 'backups'])).toEqual({
      name: 'backup',
      folder: path.join(typedFrom, 'backups'),
    })
    expect(parseAdminArgs(['backup', '/srv/backups'])).toEqual({ name: 'backup', folder: '/srv/backups' })
    expect(parseRestoreArgs(['restore', 'backups/lernraster-x'])).toBe(
      path.join(typedFrom, 'backups/lernraster-x'),
    )
    expect(parseRestoreArgs(['users'])).toBeUndefined()
  })

  test.each([
    [['backup']],
    [['backup', '/srv', '--rotate']],
    [['restore']],
    [['restore', 'a', 'b']],
    [['restore', '--rotate']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseRestoreArgs(argv) ?? parseAdminArgs(argv)).toThrow(UsageError)
  })

  test('the folder name sorts by time and has no colon', () => {
    expect(backupFolderName(new Date('2026-11-27T03:15:09.123Z'))).toBe('lernraster-2026-11-27T03-15-09Z')
  })
})

describe('pg_dump and pg_restore as child processes', () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'lernraster-fake-pg-'))
  afterAll(() => rmSync(bin, { recursive: true, force: true }))

  const withPath = async <T>(value: string, work: () => Promise<T>): Promise<T> => {
    const saved = process.env.PATH
    process.env.PATH = value
    try {
      return await work()
    } finally {
      process.env.PATH = saved
    }
  }

  test('a missing pg_dump is named with the command that installs it', async () => {
    await expect(
      withPath(path.join(bin, 'empty'), () => runPostgresTool('pg_dump', [], 'postgres://u@db/lernraster')),
    ).rejects.toThrow(/^pg_dump was not found\. .*apt-get install postgresql-client$/)
  })

  test("the password travels in PGPASSWORD, never as an argument; the tool's own words are shown", async () => {
    // A stand-in that says what it was given and fails as a pg_dump of another major version does.
    const fake = path.join(bin, 'pg_dump')
    writeFileSync(
      fake,
      '#!/bin/sh\necho "args: $*" >&2\necho "PGPASSWORD=$PGPASSWORD" >&2\necho "pg_dump: error: aborting because of server version mismatch" >&2\nexit 1\n',
    )
    chmodSync(fake, 0o755)
    const error = await withPath(bin, () =>
      runPostgresTool(
        'pg_dump',
        ['--format=custom'],
        'postgres://lernraster:s%40cret@db.example:5433/school?sslmode=require',
      ),
    ).catch((caught: Error) => caught.message)
    expect(error).toBe(
      [
        'pg_dump failed (exit code 1):',
        'args: --format=custom --dbname=postgres://lernraster@db.example:5433/school?sslmode=require',
        // The only place the password was is the variable; the message masks it there too.
        'PGPASSWORD=***',
        'pg_dump: error: aborting because of server version mismatch',
      ].join('\n'),
    )
  })
})
