import { schoolYearStartMonth } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The school year of a timestamp as SQL writes it, "2025/26", or null for a null timestamp: the same
 * as schoolYearOf in @lernraster/shared (test/school-year/school-year.test.ts compares them).
 */
export function schoolYearSql(moment: SQL): SQL {
  const first = sql`(extract(year from ${moment} at time zone 'UTC')::int
    - case when extract(month from ${moment} at time zone 'UTC') < ${sql.raw(String(schoolYearStartMonth))} then 1 else 0 end)`
  return sql`case when ${moment} is null then null
    else ${first}::text || '/' || lpad(((${first} + 1) % 100)::text, 2, '0') end`
}
