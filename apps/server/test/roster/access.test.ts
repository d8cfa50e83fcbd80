import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups, groupUsers, rosterStudents, users } from '../../src/db/schema'
import { rosterImportRoutes } from '../../src/modules/roster-import/roster-import.routes'
import { callerNames, everyTeacher, expectRefused, registeredRoutes } from '../support/access-table'
import { createCallers } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster, sampleClass, sdsFiles } from './roster-samples'

// The access table of the roster import (docs/conventions.md "Tests"). It names no object: every
// teacher imports into classes of their own, found by the file's ids among their own classes only.

const t = useTestApp()

async function snapshot() {
  const db = t.app.ctx.db
  return {
    groups: await db.select().from(groups).orderBy(asc(groups.id)),
    members: await db.select().from(groupUsers).orderBy(asc(groupUsers.groupId), asc(groupUsers.userId)),
    users: await db.select({ id: users.id }).from(users).orderBy(asc(users.id)),
    links: await db.select().from(rosterStudents).orderBy(asc(rosterStudents.sourceId)),
  }
}

describe('access of the roster import', () => {
  test('POST /groups/importRoster: teachers only, each into classes of their own', async () => {
    const callers = await createCallers(t.app)
    const files = sdsFiles([sampleClass('A-1', '5a', 2)])
    for (const caller of callerNames) {
      const who = caller === 'anonymous' ? undefined : callers[caller]
      const expected = everyTeacher[caller]
      const before = await snapshot()
      const response = await importRoster(t.app, who?.token, files, true)
      if (typeof expected === 'number') {
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
        const made = await t.app.ctx.db.select().from(groups).where(eq(groups.rosterSourceId, 'A-1'))
        // The teacher's and then the admin's: the same file id makes a class of each, never one of both.
        expect(made.filter((group) => group.teacherId === who!.user.id)).toHaveLength(1)
      } else {
        expectRefused(response, expected, caller)
        expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
      }
    }
    const made = await t.app.ctx.db.select().from(groups).where(eq(groups.rosterSourceId, 'A-1'))
    expect(made.map((group) => group.teacherId).sort()).toEqual(
      [callers.teacher.user.id, callers.admin.user.id].sort(),
    )
    const teacherGroup = made.find((group) => group.teacherId === callers.teacher.user.id)!
    const teacherMembers = await t.app.ctx.db
      .select()
      .from(groupUsers)
      .where(eq(groupUsers.groupId, teacherGroup.id))
    const adminLinks = await t.app.ctx.db
      .select()
      .from(rosterStudents)
      .where(eq(rosterStudents.teacherId, callers.admin.user.id))
    // The other teacher's import made accounts of its own: nobody's file reaches another's students.
    const teachersStudents = new Set(teacherMembers.map((member) => member.userId))
    expect(teachersStudents.size).toBe(2)
    expect(adminLinks).toHaveLength(2)
    expect(adminLinks.filter((link) => teachersStudents.has(link.userId))).toEqual([])
  })

  test('the table lists the roster route', async () => {
    expect(await registeredRoutes(t.app, [rosterImportRoutes])).toEqual(['POST /groups/importRoster'])
  })
})
