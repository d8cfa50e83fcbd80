import { expect, test } from 'vitest'
import { migrationStatements, scratchDatabase } from '../support/scratch-database'

/**
 * A fresh embedded database and four migrations: seconds alone, but beside every other suite and the
 * journeys on two cores it has taken longer than vitest's 30 s for a test. A deadline, not a wait.
 */
const scratchMigrationDeadline = 120_000

/**
 * Migration 0004 makes a teacher's Kürzel unique (decision 009). Subjects that already shared one
 * must all survive, with their titles, and come out with Kürzel that the new index accepts.
 */
test(
  'migration 0004 numbers the later of equal Kürzel (any case) and loses no subject',
  async () => {
    const database = await scratchDatabase()
    try {
      for (const file of [
        '0000_init.sql',
        '0001_school.sql',
        '0002_trusted_devices.sql',
        '0003_standing_demo_link.sql',
      ]) {
        for (const statement of migrationStatements(file)) await database.exec(statement)
      }
      await database.exec(`
      INSERT INTO users (firstname, lastname, email, password_hash, role_id, created_at, updated_at) VALUES
        ('Eva', 'Vor', 'eva@schule.example', 'x', 3, now(), now()),
        ('Max', 'Vor', 'max@schule.example', 'x', 3, now(), now())`)
      const before: [number, string, string][] = [
        [1, 'Mathematik', 'MA'],
        [1, 'Mathematik Niveau B', 'ma'],
        [1, 'Mathematik', 'MA'],
        [1, 'Mathe-Wahlfach', 'MA2'],
        [1, 'Zehn Zeichen', 'ABCDEFGHIJ'],
        [1, 'Zehn Zeichen', 'abcdefghij'],
        [2, 'Mathematik', 'MA'],
      ]
      await database.exec(
        `INSERT INTO subjects (teacher_id, title, token, created_at, updated_at) VALUES ${before
          .map(([teacher, title, token]) => `(${teacher}, '${title}', '${token}', now(), now())`)
          .join(', ')}`,
      )

      for (const statement of migrationStatements('0004_unique_subject_token.sql'))
        await database.exec(statement)

      const after = await database.rows<{ teacher_id: number; title: string; token: string }>(
        'SELECT teacher_id, title, token FROM subjects ORDER BY id',
      )
      expect(after.map((row) => [row.teacher_id, row.title, row.token])).toEqual([
        [1, 'Mathematik', 'MA'],
        [1, 'Mathematik Niveau B', 'ma3'], // 'ma2' is taken by the Wahlfach (MA2)
        [1, 'Mathematik', 'MA4'],
        [1, 'Mathe-Wahlfach', 'MA2'],
        [1, 'Zehn Zeichen', 'ABCDEFGHIJ'],
        [1, 'Zehn Zeichen', 'abcdefghi2'], // shortened to stay within 10 characters
        [2, 'Mathematik', 'MA'], // another teacher's Kürzel is no duplicate
      ])
      // The index now holds: the same Kürzel in another case is refused.
      await expect(
        database.exec(
          "INSERT INTO subjects (teacher_id, title, token, created_at, updated_at) VALUES (1, 'Noch eins', 'Ma', now(), now())",
        ),
      ).rejects.toThrow(/subjects_teacher_token_idx/)
    } finally {
      await database.close()
    }
  },
  scratchMigrationDeadline,
)
