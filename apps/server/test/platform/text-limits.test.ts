import { limits, schoolLimits } from '@lernraster/shared'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { describe, expect, test } from 'vitest'
import { emailConfirmations, groups, mailOutbox, subjects, users } from '../../src/db/schema'

// The shared text rule counts UTF-16 units, never fewer than PostgreSQL's characters: a text within
// the limit fits a varchar(limit). Each limit must therefore fit the column its text lands in.
const lengthOf = (column: PgColumn) => (column as PgColumn & { length?: number }).length

const textColumns: [string, number, PgColumn][] = [
  ['first name', limits.nameMax, getTableColumns(users).firstname],
  ['last name', limits.nameMax, getTableColumns(users).lastname],
  ['e-mail', limits.emailMax, getTableColumns(users).email],
  ['new e-mail', limits.emailMax, getTableColumns(users).newEmail],
  ['address to confirm', limits.emailMax, getTableColumns(emailConfirmations).email],
  ['mail recipient', limits.emailMax, getTableColumns(mailOutbox).to],
  ['subject title', schoolLimits.subjectTitleMax, getTableColumns(subjects).title],
  ['subject token', schoolLimits.subjectTokenMax, getTableColumns(subjects).token],
  ['class name', schoolLimits.groupNameMax, getTableColumns(groups).name],
]

describe('every text limit fits its column', () => {
  test.each(textColumns)('%s: at most %i characters', (_name, limit, column) => {
    expect(lengthOf(column)).toBeGreaterThanOrEqual(limit)
  })
})
