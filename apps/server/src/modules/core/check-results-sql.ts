import { type SQL, sql } from 'drizzle-orm'
import { isoTimestamp } from '../../lib/iso-timestamp'

// What a topic's check attests, in SQL, for the teacher's screens (issue 37 item 3, decision 053).
// The rule is the student view's `attestationOf` (student-check-view.ts), written once more here so a
// screen reads every student's result in the statement it already runs; check-results.test.ts
// compares the two on the same rows.

/**
 * The attestation as `checkAttestation`'s JSON, or null: the teacher's decision (`override`, a row of
 * check_overrides or nulls) stands over the attempts; else the first passed attempt attests, dated by
 * its submission (`passedAt`); else none.
 */
export const attestationSql = (override: string, passedAt: string): SQL => sql`case
  when ${sql.raw(override)}.check_id is not null then json_build_object(
    'attested', ${sql.raw(override)}.attested, 'at', ${isoTimestamp(`${override}.decided_at`)},
    'by', 'teacher', 'note', ${sql.raw(override)}.note)
  when ${sql.raw(passedAt)} is not null then json_build_object(
    'attested', true, 'at', ${isoTimestamp(passedAt)}, 'by', 'check', 'note', '')
  end`

/**
 * A relation (topic_id, user_id, result): each student's `checkResult` in each check of the run
 * `eventId` they submitted an attempt of or the teacher decided on. Both tables are read by their
 * unique indexes, which start with the event, so the work grows with the run's results only. Read
 * through readRun, the names are the archive's for an archived class (decision 051).
 */
export function checkResultRows(eventId: number): SQL {
  return sql`
    select c.topic_id, k.user_id, json_build_object(
      'attestation', ${attestationSql('o', 'att.passed_at')},
      'decided_by', case when o.check_id is not null
        then nullif(trim(coalesce(du.firstname, '') || ' ' || coalesce(du.lastname, '')), '') end,
      'attempts', coalesce(att.attempts, 0),
      'right', att.right_count, 'total', att.item_count
    ) as result
    from (
      select a.check_id, a.user_id from check_attempts a
      where a.event_id = ${eventId} and a.submitted_at is not null
      union
      select d.check_id, d.user_id from check_overrides d where d.event_id = ${eventId}
    ) k
    join topic_checks c on c.id = k.check_id
    left join lateral (
      select count(*)::int as attempts,
        -- The first passed attempt by number: attempts are submitted one after another.
        (array_agg(a.submitted_at order by a.number) filter (where a.passed))[1] as passed_at,
        (array_agg(a.right_count order by a.number desc))[1] as right_count,
        (array_agg(a.item_count order by a.number desc))[1] as item_count
      from check_attempts a
      where a.event_id = ${eventId} and a.user_id = k.user_id and a.check_id = k.check_id
        and a.submitted_at is not null
    ) att on true
    left join check_overrides o on o.event_id = ${eventId} and o.user_id = k.user_id and o.check_id = k.check_id
    left join users du on du.id = o.decided_by`
}
