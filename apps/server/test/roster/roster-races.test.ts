import type { RosterImportAnswer } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups, groupUsers, rosterStudents } from '../../src/db/schema'
import { ok } from '../student/student-builders'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster, oneRosterZip, sampleClass } from './roster-samples'

// Two commits of one file at the same moment (a double click, two tabs): on PostgreSQL they truly
// overlap (postgres-run.mjs). The teacher's import lock lets the second find what the first made.

const t = useTestApp()

describe('roster imports at the same moment', () => {
  test('two commits of the same file make each class and each account once', async () => {
    const teacher = await createUser(t.app)
    const zip = oneRosterZip([
      sampleClass('R-1', '6a', 8, teacher.user.email),
      sampleClass('R-2', '6b', 7, teacher.user.email),
    ])
    const answers = await Promise.all(
      [1, 2, 3].map(() => importRoster(t.app, teacher.token, { 'r.zip': zip }, true)),
    )
    const bodies = answers.map((response) => ok<RosterImportAnswer>(response))
    // Exactly one commit made the accounts; the others found them.
    expect(bodies.map((body) => body.students.filter((row) => row.outcome === 'new').length).sort()).toEqual([
      0, 0, 15,
    ])
    const made = await t.app.ctx.db.select().from(groups).where(eq(groups.teacherId, teacher.user.id))
    expect(made.filter((group) => group.rosterSourceId !== null)).toHaveLength(2)
    const links = await t.app.ctx.db
      .select()
      .from(rosterStudents)
      .where(eq(rosterStudents.teacherId, teacher.user.id))
    expect(links).toHaveLength(15)
    for (const group of made.filter((row) => row.rosterSourceId !== null)) {
      const members = await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))
      expect(members).toHaveLength(group.rosterSourceId === 'R-1' ? 8 : 7)
    }
  })
})
