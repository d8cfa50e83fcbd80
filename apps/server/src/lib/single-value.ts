/** The first column of a one-row, one-column answer (the two drivers differ in how they return rows). */
export function singleValue<T>(result: unknown): T {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, T>[]
  return Object.values(rows[0]!)[0]!
}
