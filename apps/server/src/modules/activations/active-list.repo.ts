import { ModuleStatus, progressRules } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { activeMembersOf, eventGroupJson, eventSubjectJson } from './activation-sql'

/** An activation as the database answers it; activation-reads.service.ts turns it into the contract. */
export interface ActiveModuleRow {
  id: number
  module_id: number
  name: string
  description: string
  status_id: number
  cover_file_id: string | null
  beta: boolean
  is_owner: boolean
  author: { firstname: string; lastname: string }
  event_id: number
  group_name: string
  group: { id: number; name: string; token: string; active_users: number }
  subject_id: number
  subject: { id: number; token: string; title: string }
  progress: {
    students: number
    students_started: number
    questions: number
    evaluations: number
    progress: number
    average: number | null
    last_activity_at: string | null
  }
  created_at: string
  updated_at: string
}

/**
 * The teacher's activations with one status, newest first, in one statement whatever their number
 * (the Active tab's lists). Per activation: the module, class, subject and the progress summary, which
 * counts active students only (an inactive one neither rates nor holds the class back). A module is
 * beta until it or its published copy is published in the store (docs/product/runs.md "Active tab").
 * Indexes: active_modules (teacher, status), group_users (group, user), blocks (module), topics (block),
 * questions (topic), evaluations (event, updated).
 */
export async function listActivations(
  db: Db,
  teacherId: number,
  statusId: typeof ModuleStatus.active | typeof ModuleStatus.finished,
): Promise<ActiveModuleRow[]> {
  const published = ModuleStatus.published
  const result = await db.execute(sql`
    select json_build_object(
      'id', a.id, 'module_id', a.module_id, 'name', m.name, 'description', m.description,
      'status_id', a.status_id, 'cover_file_id', m.cover_file_id,
      'beta', not (m.status_id = ${published} or coalesce(pub.status_id = ${published}, false)),
      'is_owner', m.owner_id = ${teacherId},
      'author', json_build_object('firstname', author.firstname, 'lastname', author.lastname),
      'event_id', a.event_id, 'group_name', g.name, 'group', ${eventGroupJson},
      'subject_id', s.id, 'subject', ${eventSubjectJson},
      'progress', json_build_object(
        'students', members.students, 'students_started', ratings.students_started,
        'questions', grid.questions, 'evaluations', ratings.evaluations,
        'progress', case when members.students = 0 or grid.questions = 0 then 0
          else least(100, round(100.0 * ratings.evaluations / (grid.questions * members.students)))::int end,
        'average', round(ratings.average, 2)::float8,
        'last_activity_at', ${isoTimestamp('ratings.last_at')}),
      'created_at', ${isoTimestamp('a.created_at')}, 'updated_at', ${isoTimestamp('a.updated_at')}
    ) as activation
    from active_modules a
    join modules m on m.id = a.module_id
    join users author on author.id = m.owner_id
    left join modules pub on pub.id = m.published_module_id
    join events e on e.id = a.event_id
    join groups g on g.id = a.group_id
    join subjects s on s.id = e.subject_id
    cross join lateral (select ${activeMembersOf('a.group_id')} as students) members
    cross join lateral (
      select count(*)::int as questions
      from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
      where b.module_id = a.module_id
    ) grid
    cross join lateral (
      select count(*)::int as evaluations, count(distinct ev.user_id)::int as students_started,
        avg(ev.grade) as average, max(ev.updated_at) as last_at
      from evaluations ev
      join group_users gu on gu.group_id = a.group_id and gu.user_id = ev.user_id and gu.active
      -- docs/product/progress.md "What counts": grades 1 to 6 count, as on the progress screens; a 0 is "not
      -- rated yet".
      where ev.event_id = a.event_id and ev.grade >= ${progressRules.lowestCountedGrade}
    ) ratings
    -- An archived class's runs are in the archive, not in these lists (decision 051).
    where a.teacher_id = ${teacherId} and a.status_id = ${statusId} and g.archived_at is null
    order by a.created_at desc, a.id desc`)
  return resultRows<{ activation: ActiveModuleRow }>(result).map((row) => row.activation)
}
