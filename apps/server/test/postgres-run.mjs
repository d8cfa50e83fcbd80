// What `npm test` runs a second time on PostgreSQL (decision 033, "The PostgreSQL run only where it can differ"): vitest file
// filters (a file runs when its path contains one of them). The first run, on PGlite, has every file;
// PGlite is PostgreSQL itself (compiled to WebAssembly), so the SQL is the same on both. What differs
// is the driver and the server around it, and this run is for exactly that:
export const postgresRunFilters = [
  // Every route once more through the pg driver, its answers checked against their schemas (a type
  // the driver parses differently, a date, a bigint, a numeric, breaks an answer): the fuzz suite and
  // the access tables, which call every route with a caller who may.
  'test/fuzz/',
  'access.test.ts',
  'public-and-internal-routes.test.ts',
  // Requests at the same moment. PGlite has one connection and runs them one after the other; on
  // PostgreSQL they truly overlap, so only here do a missing transaction or lock show.
  'accounts/tour-seen.test.ts',
  'accounts/users.test.ts',
  'activations/activations.test.ts',
  'feeds/feeds.test.ts',
  'help-requests/help-requests.test.ts',
  'modules/topic-swap.test.ts',
  // One Idempotency-Key sent four times at the same moment: one effect (decision 047).
  'platform/idempotency-keys.test.ts',
  'school/class-import.test.ts',
  // Two accepts of one invitation at the same moment (decision 037).
  'school/class-invitations.test.ts',
  // A removal and a second one or the student leaving at the same moment (decision 042).
  'school/remove-member.test.ts',
  'school/student-accounts.test.ts',
  // Two deletions of one account at the same moment (decision 045).
  'school/student-data.test.ts',
  'school/subjects.test.ts',
  // Two roster commits of one teacher at the same moment (decision 044).
  'roster/roster-races.test.ts',
  'sharing/sharing.test.ts',
  'store/parallel-purchases.test.ts',
  'store/purchase-rules.test.ts',
  'store/store-races.test.ts',
  'student/join-and-goals.test.ts',
  'student/offline-feedback-help.test.ts',
  'student/offline-ratings.test.ts',
  'teacher-ratings/teacher-ratings.test.ts',
  'trash/module-restore.test.ts',
  // Ratings sent while their class is archived: in the archive or refused, none left behind (decision 051).
  'school-year/archive-races.test.ts',
  'trash/restore-conflicts.test.ts',
  // The server around the database: several instances on one database (LISTEN/NOTIFY), a lost
  // connection, the driver's type parsers, the admin commands and restarts against a PostgreSQL
  // server, the live streams, and the demo school created through the pool.
  'test/integration/',
  'test/live/',
  'platform/several-instances.test.ts',
  'platform/postgres-connection-loss.test.ts',
  'platform/pglite-parsers.test.ts',
  'platform/demo.test.ts',
  // Jobs once per installation: two instances' claims racing through the pool, and the pool gauge
  // of the metrics (decision 046).
  'platform/jobs-once.test.ts',
  'platform/metrics.test.ts',
  // Files kept in the database: bytea through the pg driver, in pieces and ranges (decision 049).
  'files/database-store.test.ts',
  // pg_dump and pg_restore themselves: the backup's round trip into an empty database (decision 048).
  'backup/backup-postgres.test.ts',
]
