/** The PostgreSQL error code of a failed statement; Drizzle wraps the driver's error as `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error
  return (cause as { code?: string })?.code
}

/** A row is still referenced by another table's foreign key. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503'

/** The constraint (or index) a failed statement broke, where the error names one. */
function constraintOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { constraint?: string } })?.cause ?? error
  return (cause as { constraint?: string })?.constraint
}

/** The statement would break the unique index (or constraint) `name`. */
export function isUniqueViolation(error: unknown, name: string): boolean {
  return postgresErrorCode(error) === '23505' && constraintOf(error) === name
}

/** The SQLSTATE migration 0026's triggers raise for a write into an archived class (decision 051). */
const classArchivedErrorCode = 'LR001'

/**
 * A write into an archived class (decision 051): refused by migration 0026's triggers, or, for a
 * rating, by its foreign key to a writable event (migration 0027).
 */
export function isWriteIntoArchivedClass(error: unknown): boolean {
  return (
    postgresErrorCode(error) === classArchivedErrorCode ||
    (isForeignKeyViolation(error) && constraintOf(error) === 'evaluations_writable_event_fk')
  )
}
