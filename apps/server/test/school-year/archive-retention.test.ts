import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { resultRows } from '../../src/lib/result-rows'
import { pruneExpired } from '../../src/maintenance'
import { deleteArchivesPastRetention, getArchive } from '../../src/modules/school-year/school-year.service'
import { createClass, insertStudent } from '../school/school-builders'
import { fillEvent } from '../school/student-rows'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { archiveClass, rowCountsIn } from './archive-builders'

// Decision 051: the school sets how many years archived classes are kept (none by default). A month
// before, the archive says which go and when; then the hourly maintenance deletes them.

const t = useTestApp({ ARCHIVE_RETENTION_YEARS: '1' })
const dayMinutes = 24 * 60
const admin = (...argv: string[]) => runAdminCommand(t.app.ctx, parseAdminArgs(argv))

describe('the retention of archived classes', () => {
  test('without a retention, `archive due` says that archives are kept', async () => {
    const kept = await runAdminCommand(
      { ...t.app.ctx, config: { ...t.app.ctx.config, ARCHIVE_RETENTION_YEARS: undefined } },
      parseAdminArgs(['archive', 'due']),
    )
    expect(kept).toBe('ARCHIVE_RETENTION_YEARS is not set: archived classes are kept.')
  })

  test('listed as going 30 days before, deleted with its rows after the year; current classes stay', async () => {
    const teacher = await createUser(t.app)
    const student = await insertStudent(t.app, { firstname: 'Eva', lastname: 'Frist' })
    const group = await createClass(t.app, teacher.user.id, '6b', [student])
    const current = await createClass(t.app, teacher.user.id, '7b', [student])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.id)
    await archiveClass(t.app, teacher, group.id)
    // Read through the service: the teacher's login does not last the year the test jumps through.
    const archive = () => getArchive(t.app.ctx, teacher.user.id)

    // Archived on 2 November 2026: kept until 2 November 2027.
    expect(await archive()).toMatchObject({
      retention_years: 1,
      classes: [{ id: group.id, delete_on: '2027-11-02', deleted_soon: false }],
    })
    t.clock.advanceMinutes(334 * dayMinutes) // 2 October 2027: 31 days left
    expect((await archive()).classes[0]!.deleted_soon).toBe(false)
    expect(await admin('archive', 'due')).toBe('No archived class is deleted in the next 30 days.')
    t.clock.advanceMinutes(1 * dayMinutes)
    expect((await archive()).classes[0]!.deleted_soon).toBe(true)
    expect(await admin('archive', 'due')).toBe(
      `2027-11-02  6b (class ${group.id})  ${teacher.user.firstname} ${teacher.user.lastname} <${teacher.user.email}>`,
    )
    await pruneExpired(t.app.ctx)
    expect((await archive()).classes).toHaveLength(1)

    t.clock.advanceMinutes(31 * dayMinutes)
    await pruneExpired(t.app.ctx)
    expect((await archive()).classes).toEqual([])
    expect(await rowCountsIn(t.app, 'archive', student.id, events)).toMatchObject({
      evaluations: 0,
      teacherRatings: 0,
    })
    const left = await t.app.ctx.db.execute(
      sql`select id from groups where id in (${group.id}, ${current.id})`,
    )
    expect(resultRows<{ id: number }>(left).map((row) => row.id)).toEqual([current.id])
  })

  test('a whole year of classes past the retention goes, in batches, in one maintenance run', async () => {
    const teacher = await createUser(t.app)
    const ids: number[] = []
    for (let index = 0; index < 45; index += 1) {
      const group = await createClass(t.app, teacher.user.id, `Jahrgang ${index}`)
      await archiveClass(t.app, teacher, group.id)
      ids.push(group.id)
    }
    t.clock.advanceMinutes(367 * dayMinutes)
    expect(await deleteArchivesPastRetention(t.app.ctx)).toBe(45)
    const left = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from groups where id = any(${`{${ids.join(',')}}`}::int[])`,
    )
    expect(resultRows<{ n: number }>(left)[0]!.n).toBe(0)
  })
})
