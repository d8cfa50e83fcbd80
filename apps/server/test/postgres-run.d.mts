/** See postgres-run.mjs: plain JavaScript, so scripts/test.mjs can read it without a build. */
export declare const postgresRunFilters: readonly string[]
