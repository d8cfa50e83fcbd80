/** The rows of a raw `db.execute` answer: node-postgres and PGlite hand them over differently. */
export function resultRows<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[]
}
