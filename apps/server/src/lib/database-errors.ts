/** The PostgreSQL error code of a failed statement; Drizzle wraps the driver's error as `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error
  return (cause as { code?: string })?.code
}

/** A row is still referenced by another table's foreign key. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503'

/** The statement would break the unique index (or constraint) `name`. */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const cause = (error as { cause?: { constraint?: string } })?.cause ?? error
  return postgresErrorCode(error) === '23505' && (cause as { constraint?: string })?.constraint === name
}

/** The SQLSTATE migration 0026's triggers raise for a write into an archived class (decision 051). */
const classArchivedErrorCode = 'LR001'

/**
 * A write into an archived class (decision 051): refused by migration 0026's triggers, or, for a
 * rating, by its foreign key to a writable event (migration 0027).
 */
export function isWriteIntoArchivedClass(error: unknown): boolean {
  const cause = (error as { cause?: { constraint?: string } })?.cause ?? error
  return (
    postgresErrorCode(error) === classArchivedErrorCode ||
    (isForeignKeyViolation(error) &&
      (cause as { constraint?: string })?.constraint === 'evaluations_writable_event_fk')
  )
}
