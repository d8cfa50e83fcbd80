/** The PostgreSQL error code of a failed statement; Drizzle wraps the driver's error as `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error
  return (cause as { code?: string })?.code
}

/** A row is still referenced by another table's foreign key. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503'
