import type {
  ArchiveClassAnswer,
  ArchiveClassBody,
  ArchivedClass,
  ArchiveList,
  Group,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { copyIntoNewClass } from '../class-import/class-import.service'
import { allowArchiveMoves, lockClassForMove, moveClassRows, setArchivedAt } from '../core/archive-move.repo'
import { readGroup } from '../groups/groups.service'
import { announceToStudents, membersOfGroup } from '../live/student-signal'
import {
  deleteClassesPastRetention,
  handOverRosterSource,
  listArchivedClasses,
  lockOwnClass,
} from './school-year.repo'

// The change of school year (issue 36, decision 051). Another teacher's class, or the practice class
// MySelf, answers 404 like a missing one.

export async function getArchive(ctx: AppContext, teacherId: number): Promise<ArchiveList> {
  const retentionYears = ctx.config.ARCHIVE_RETENTION_YEARS
  return {
    classes: await listArchivedClasses(ctx.db, { teacherId, retentionYears, now: ctx.clock.now() }),
    retention_years: retentionYears ?? null,
  }
}

async function readArchivedClass(
  ctx: AppContext,
  tx: Db,
  teacherId: number,
  groupId: number,
): Promise<ArchivedClass> {
  const retentionYears = ctx.config.ARCHIVE_RETENTION_YEARS
  const [archived] = await listArchivedClasses(tx, {
    teacherId,
    groupId,
    retentionYears,
    now: ctx.clock.now(),
  })
  if (!archived) throw new Error(`class ${groupId} is not archived`)
  return archived
}

/**
 * Archives the class with its runs, homework and exams in one transaction: its ratings, teacher
 * ratings, help requests, feedback and exam results move into the archive schema, and from then on
 * nothing is written into it. With `next_name`, a new class takes its active students into the next
 * year, with a new code and no runs. Archiving an archived class again changes nothing (a second
 * click), but carries it again when asked to.
 */
export async function archiveClass(
  ctx: AppContext,
  teacherId: number,
  body: ArchiveClassBody,
): Promise<ArchiveClassAnswer> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const group = await lockOwnClass(tx, teacherId, body.id)
    if (!group) throw new AppError('notFound')
    if (!group.archived) {
      await allowArchiveMoves(tx)
      await lockClassForMove(tx, group.id)
      await moveClassRows(tx, group.id, 'public')
      await setArchivedAt(tx, group.id, now, now)
      // Its students' apps show the class under earlier years at once; sent at commit.
      await announceToStudents(tx, { kind: 'classes' }, membersOfGroup(group.id))
    }
    const nextGroup = body.next_name
      ? await copyIntoNewClass(tx, { teacherId, sourceId: group.id, name: body.next_name, now })
      : null
    await handOverRosterSource(tx, group.id, nextGroup?.id)
    return { archived: await readArchivedClass(ctx, tx, teacherId, group.id), next_group: nextGroup }
  })
}

/** Takes the class out of the archive as it was: its rows move back, and it is in every list again. */
export async function unarchiveClass(ctx: AppContext, teacherId: number, groupId: number): Promise<Group> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const group = await lockOwnClass(tx, teacherId, groupId)
    if (!group) throw new AppError('notFound')
    if (group.archived) {
      await allowArchiveMoves(tx)
      await lockClassForMove(tx, group.id)
      await moveClassRows(tx, group.id, 'archive')
      await setArchivedAt(tx, group.id, null, now)
      await announceToStudents(tx, { kind: 'classes' }, membersOfGroup(group.id))
    }
    return readGroup(tx, group)
  })
}

/**
 * A school year's classes reach the end of their retention in the same hour. Deleted a few at a time,
 * each batch its own transaction, so that a year of a district's ratings is never one long delete
 * that holds its locks and its write-ahead log until the end.
 */
const retentionBatch = 20

/** The hourly maintenance's part: archived classes past the school's retention are deleted. */
export async function deleteArchivesPastRetention(ctx: AppContext): Promise<number> {
  const retentionYears = ctx.config.ARCHIVE_RETENTION_YEARS
  if (retentionYears === undefined) return 0
  const now = ctx.clock.now()
  let deleted = 0
  for (;;) {
    const batch = await deleteClassesPastRetention(ctx.db, { retentionYears, now, batch: retentionBatch })
    deleted += batch
    if (batch < retentionBatch) return deleted
  }
}
