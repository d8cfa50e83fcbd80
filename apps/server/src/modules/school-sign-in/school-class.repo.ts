import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * The class a school's class claim names (decision 043): a class of that name (case and spaces aside)
 * of a teacher who signs in through the same provider, so a class of another school never matches.
 * Only when exactly one matches; two of the same name leave the student to the class code.
 */
export async function findClassOfSchool(
  db: Db,
  issuer: string,
  className: string,
): Promise<{ id: number; teacherId: number } | undefined> {
  const rows = resultRows<{ id: number; teacher_id: number }>(
    await db.execute(sql`
      select g.id, g.teacher_id
      from groups g
      join school_accounts s on s.user_id = g.teacher_id and s.issuer = ${issuer}
      where not g.is_own_practice and lower(trim(g.name)) = lower(trim(${className}))
      limit 2`),
  )
  const [only, second] = rows
  return only && !second ? { id: only.id, teacherId: only.teacher_id } : undefined
}
