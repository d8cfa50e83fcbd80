import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { migrationStatements, scratchDatabase } from '../support/scratch-database'

/** A fresh database and thirty migrations: seconds alone, longer beside every suite (a deadline). */
const scratchMigrationDeadline = 120_000

const migrationsBefore0030 = readdirSync(path.join(import.meta.dirname, '../../src/db/migrations'))
  .filter((file) => /^\d{4}_.*\.sql$/.test(file) && file < '0030')
  .sort()

/**
 * Migration 0030 starts the audit trail with what happened before it (decision 054): paid purchases
 * with what reached the author, free purchases (no ledger entry), grants and negative grants as
 * corrections, in the order they happened.
 */
test(
  'migration 0030 copies every earlier purchase, free ones too, and every grant into the audit trail',
  async () => {
    const database = await scratchDatabase()
    try {
      for (const file of migrationsBefore0030)
        for (const statement of migrationStatements(file)) await database.exec(statement)
      await database.exec(`
        INSERT INTO users (id, firstname, lastname, email, password_hash, role_id, created_at, updated_at) VALUES
          (1, 'Anna', 'Autorin', 'anna@schule.example', 'x', 3, now(), now()),
          (2, 'Bruno', 'Käufer', 'bruno@schule.example', 'x', 3, now(), now()),
          (3, 'Demo', 'Konto', 'demo@lernraster.example', 'x', 3, now(), now());
        INSERT INTO modules (id, owner_id, name, created_at, updated_at) VALUES
          (10, 1, 'Brüche', now(), now()), (11, 1, 'Gratis', now(), now());
        INSERT INTO module_purchases (module_id, user_id, crystals, created_at) VALUES
          (10, 2, 25, '2026-10-01T08:00:00Z'), (11, 2, 0, '2026-10-02T08:00:00Z'),
          (10, 3, 25, '2026-10-03T08:00:00Z');
        INSERT INTO crystal_entries (user_id, amount, balance_after, kind, module_id, module_name, reason, created_at) VALUES
          (2, 100, 100, 'start', NULL, NULL, NULL, '2026-09-01T08:00:00Z'),
          (2, -25, 75, 'purchase', 10, 'Brüche', NULL, '2026-10-01T08:00:00Z'),
          (1, 25, 125, 'sale', 10, 'Brüche', NULL, '2026-10-01T08:00:00Z'),
          (3, -25, 75, 'purchase', 10, 'Brüche', NULL, '2026-10-03T08:00:00Z'),
          (2, 50, 125, 'grant', NULL, NULL, 'Kurs', '2026-10-04T08:00:00Z'),
          (2, -20, 105, 'grant', NULL, NULL, 'Doppelt', '2026-10-05T08:00:00Z');`)

      for (const statement of migrationStatements('0030_store_for_everyone.sql'))
        await database.exec(statement)

      const trail = await database.rows<Record<string, unknown>>(`
        SELECT to_char(created_at at time zone 'UTC', 'MM-DD') AS day, action, actor_name, user_name,
          module_name, amount, credited, reason
        FROM store_audit ORDER BY id`)
      const bruno = { user_name: 'Bruno Käufer' }
      expect(trail).toEqual([
        {
          day: '10-01',
          action: 'purchase',
          actor_name: 'Bruno Käufer',
          ...bruno,
          module_name: 'Brüche',
          amount: -25,
          credited: 25,
          reason: null,
        },
        {
          day: '10-02',
          action: 'purchase',
          actor_name: 'Bruno Käufer',
          ...bruno,
          module_name: 'Gratis',
          amount: 0,
          credited: 0,
          reason: null,
        },
        // A demo account's purchase credited nobody.
        {
          day: '10-03',
          action: 'purchase',
          actor_name: 'Demo Konto',
          user_name: 'Demo Konto',
          module_name: 'Brüche',
          amount: -25,
          credited: 0,
          reason: null,
        },
        {
          day: '10-04',
          action: 'grant',
          actor_name: 'Kommandozeile',
          ...bruno,
          module_name: null,
          amount: 50,
          credited: null,
          reason: 'Kurs',
        },
        {
          day: '10-05',
          action: 'correction',
          actor_name: 'Kommandozeile',
          ...bruno,
          module_name: null,
          amount: -20,
          credited: null,
          reason: 'Doppelt',
        },
      ])
    } finally {
      await database.close()
    }
  },
  scratchMigrationDeadline,
)
