import type { Db } from './client'

/**
 * A statement of the hot path (run by nearly every request), built once per database and sent as a
 * prepared statement: Drizzle then neither builds its SQL text again nor the database plans it again
 * for each request (decision 020). `build` ends in `.prepare(name)` with `sql.placeholder`s.
 */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>()
  return (db) => {
    let statement = built.get(db)
    if (!statement) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement
  }
}
