import { type ArchivedClass, archiveRules, EventType, ModuleStatus } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'
import { schoolYearSql } from '../core/school-year-sql'

/** When the retention deletes a class archived at `archivedAt`; null while archives are kept. */
const deletionMoment = (archivedAt: SQL, retentionYears: number | undefined) =>
  retentionYears === undefined
    ? sql`null::timestamptz`
    : sql`(${archivedAt} + make_interval(years => ${retentionYears}))`

/**
 * The teacher's archived classes (or one of them), newest first, each with its runs, its number of
 * students and the day the retention deletes it: one statement whatever their number.
 */
export async function listArchivedClasses(
  db: Db,
  input: { teacherId: number; groupId?: number; retentionYears: number | undefined; now: Date },
): Promise<ArchivedClass[]> {
  const deleteAt = deletionMoment(sql`g.archived_at`, input.retentionYears)
  const noticeFrom = sql`${input.now.toISOString()}::timestamptz + make_interval(days => ${archiveRules.noticeDays})`
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name,
      'archived_at', g.archived_at,
      'school_year', ${schoolYearSql(sql`g.archived_at`)},
      'delete_on', to_char(${deleteAt} at time zone 'UTC', 'YYYY-MM-DD'),
      'deleted_soon', coalesce(${deleteAt} <= ${noticeFrom}, false),
      'students', (select count(*)::int from group_users gu where gu.group_id = g.id),
      'runs', coalesce((
        select json_agg(json_build_object(
          'event_id', e.id,
          'module', json_build_object('id', m.id, 'name', m.name),
          'subject', json_build_object('title', s.title, 'token', s.token),
          'finished', am.status_id = ${ModuleStatus.finished}
        ) order by m.name, e.id)
        from events e
        join active_modules am on am.event_id = e.id
        join modules m on m.id = am.module_id
        join subjects s on s.id = e.subject_id
        where e.group_id = g.id and e.event_type_id = ${EventType.module}
      ), '[]'::json)
    ) order by g.archived_at desc, g.id), '[]'::json) as classes
    from groups g
    where g.teacher_id = ${input.teacherId} and g.archived_at is not null
      ${input.groupId === undefined ? sql`` : sql`and g.id = ${input.groupId}`}
  `)
  return singleValue<ArchivedClass[]>(result)
}

interface LockedClass {
  id: number
  name: string
  token: string
  archived: boolean
}

/** The class's teacher, name and whether it is archived, locked for the transaction; undefined if not theirs. */
export async function lockOwnClass(
  tx: Db,
  teacherId: number,
  groupId: number,
): Promise<LockedClass | undefined> {
  const result = await tx.execute(sql`
    select id, name, token, archived_at is not null as archived from groups
    where id = ${groupId} and teacher_id = ${teacherId} and not is_own_practice
    for update`)
  return resultRows<LockedClass>(result)[0]
}

/**
 * The class's id in the school's roster files (decision 044) leaves it when it is archived, so that
 * next year's file never names a read-only class: it goes to the class carried on from it, if any,
 * which next year's file then updates, else nowhere (the file's class makes a new one).
 */
export async function handOverRosterSource(
  tx: Db,
  archivedId: number,
  nextId: number | undefined,
): Promise<void> {
  const result = await tx.execute(sql`
    update groups g set roster_source_id = null from groups old
    where g.id = ${archivedId} and old.id = g.id and old.roster_source_id is not null
    returning old.roster_source_id as "sourceId"`)
  const sourceId = resultRows<{ sourceId: string }>(result)[0]?.sourceId
  if (sourceId === undefined || nextId === undefined) return
  await tx.execute(sql`update groups set roster_source_id = ${sourceId} where id = ${nextId}`)
}

/**
 * Deletes up to `batch` archived classes whose retention ended by `now`, oldest first, with their
 * runs, homework, exams and archived rows (the foreign keys cascade); answers how many. One
 * statement: two instances running it at once delete each class once.
 */
export async function deleteClassesPastRetention(
  db: Db,
  input: { retentionYears: number; now: Date; batch: number },
): Promise<number> {
  const result = await db.execute(sql`
    delete from groups where id in (
      select id from groups
      where archived_at is not null
        and ${deletionMoment(sql`archived_at`, input.retentionYears)} <= ${input.now.toISOString()}::timestamptz
      order by archived_at, id
      limit ${input.batch})
    returning id`)
  return resultRows(result).length
}

export interface DueClass {
  id: number
  name: string
  teacher: string
  deleteOn: string
}

/** Archived classes the retention deletes within the notice, soonest first (for the operator's list). */
export async function classesDueForDeletion(db: Db, retentionYears: number, now: Date): Promise<DueClass[]> {
  const deleteAt = deletionMoment(sql`g.archived_at`, retentionYears)
  const result = await db.execute(sql`
    select g.id, g.name, u.firstname || ' ' || u.lastname || ' <' || coalesce(u.email, u.username, '') || '>' as teacher,
      to_char(${deleteAt} at time zone 'UTC', 'YYYY-MM-DD') as "deleteOn"
    from groups g join users u on u.id = g.teacher_id
    where g.archived_at is not null
      and ${deleteAt} <= ${now.toISOString()}::timestamptz + make_interval(days => ${archiveRules.noticeDays})
    order by ${deleteAt}, g.id`)
  return resultRows<DueClass>(result)
}
