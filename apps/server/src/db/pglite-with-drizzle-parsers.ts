import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'

// Drizzle asks PGlite for timestamps, dates, intervals and a few array types as text (it parses them
// itself), and says so with every query (`options.parsers`). PGlite then copies its whole parser table,
// some 300 types, into a new object for that query: 0.1 ms each time, a sixth of a small request on
// the embedded database (issue 18, decision 020). Here those parsers go into the table itself, and
// the query goes on without them: the same parsers apply, without the copy. Every query of the app
// goes through Drizzle with the same parsers, so setting them for all queries changes no answer.

/** The options without their parsers, per options object: Drizzle's prepared queries reuse theirs. */
const withoutParsers = new WeakMap<QueryOptions, QueryOptions>()

function adoptParsers(table: PGlite['parsers'], options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options
  let rest = withoutParsers.get(options)
  if (!rest) {
    const { parsers, ...others } = options
    for (const type in parsers) table[type] = parsers[type]!
    rest = others
    withoutParsers.set(options, rest)
  }
  return rest
}

export class PgliteWithDrizzleParsers extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, adoptParsers(this.parsers, options))
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The transaction's own object, with only `query` replaced (its getters keep working).
      const query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query<R>(text, params, adoptParsers(this.parsers, options))
      return callback(Object.create(tx, { query: { value: query } }) as Transaction)
    })
  }
}
