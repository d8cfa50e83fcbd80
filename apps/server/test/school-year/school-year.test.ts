import { nextClassName, schoolYearOf } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { schoolYearSql } from '../../src/modules/core/school-year-sql'
import { useTestApp } from '../support/test-app'

// The school year's name (decision 051), written by TypeScript for the teacher's archive and by SQL
// for the student's lists: the two must agree on every boundary.

const t = useTestApp()

const moments = [
  '2026-07-31T23:59:59Z',
  '2026-08-01T00:00:00Z',
  '2026-12-31T12:00:00Z',
  '2027-01-01T00:00:00Z',
  '2099-09-15T08:00:00Z',
  '1999-08-01T00:00:00Z',
]

describe('the school year', () => {
  test('runs from 1 August to 31 July, the same in TypeScript and in SQL', async () => {
    expect(moments.map((moment) => schoolYearOf(new Date(moment)))).toEqual([
      '2025/26',
      '2026/27',
      '2026/27',
      '2026/27',
      '2099/00',
      '1999/00',
    ])
    for (const moment of moments) {
      const result = await t.app.ctx.db.execute(
        sql`select ${schoolYearSql(sql`${moment}::timestamptz`)} as year, ${schoolYearSql(sql`null::timestamptz`)} as none`,
      )
      expect(resultRows(result)[0]).toEqual({ year: schoolYearOf(new Date(moment)), none: null })
    }
  })

  test('a class carries its first number one up into the next year', () => {
    expect(['7a', 'Klasse 9b', '10', 'Sek 2 / 3', 'Werken'].map(nextClassName)).toEqual([
      '8a',
      'Klasse 10b',
      '11',
      'Sek 3 / 3',
      'Werken',
    ])
  })
})
