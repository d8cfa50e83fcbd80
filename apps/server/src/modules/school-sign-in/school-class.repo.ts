import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * The class a school's class claim names (decision 043): a class of that name (case and outer spaces
 * aside) of a teacher who signs in through the same provider and, where the provider serves several
 * schools (OIDC_SCHOOL_CLAIM), names the same school, so a class of another school never matches.
 * Only when exactly one matches; two of the same name leave the student to the class code.
 */
export async function findClassOfSchool(
  db: Db,
  where: { issuer: string; school: string | null | undefined; bySchool: boolean; className: string },
): Promise<{ id: number; teacherId: number } | undefined> {
  if (where.bySchool && !where.school) return undefined
  const sameSchool = where.bySchool ? sql`and s.school = ${where.school}` : sql``
  const rows = resultRows<{ id: number; teacher_id: number }>(
    await db.execute(sql`
      select g.id, g.teacher_id
      from groups g
      join school_accounts s on s.user_id = g.teacher_id and s.issuer = ${where.issuer} ${sameSchool}
      where not g.is_own_practice and lower(trim(g.name)) = lower(trim(${where.className}))
      limit 2`),
  )
  const [only, second] = rows
  return only && !second ? { id: only.id, teacherId: only.teacher_id } : undefined
}
