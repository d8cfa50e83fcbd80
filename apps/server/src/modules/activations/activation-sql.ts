import { sql } from 'drizzle-orm'

// SQL pieces the activation reads share.

/**
 * The students of a class who count: those whose membership is active (the teacher's switch). An
 * inactive student neither counts for the progress nor holds back an activation.
 */
export const activeMembersOf = (groupColumn: string) =>
  sql.raw(`(select count(*)::int from group_users gu where gu.group_id = ${groupColumn} and gu.active)`)

/** A class as an event's card shows it: name, code and active students. */
export const eventGroupJson = sql`json_build_object(
  'id', g.id, 'name', g.name, 'token', g.token, 'active_users', ${activeMembersOf('g.id')})`

export const eventSubjectJson = sql`json_build_object('id', s.id, 'token', s.token, 'title', s.title)`
