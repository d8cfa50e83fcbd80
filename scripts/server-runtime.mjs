// How the server's process runs in production (`npm start`, scripts/start.mjs) and in the benchmark
// that measures it (apps/server/bench/reach): Node's flags and the environment. Decision 020 has the
// figures behind each choice.

export const serverNodeArgs = [
  // A stack trace in the log names the TypeScript file and line.
  '--enable-source-maps',
  // V8 grows the young generation to two 16 MB halves while the server starts and keeps them: 4 MB
  // halves hold about 25 MB less, with no difference in requests per second that we could measure.
  '--max-semi-space-size=4',
]

/**
 * glibc gives threads (libuv's pool, V8's compiler threads while PGlite's WebAssembly compiles)
 * malloc arenas of their own and keeps what they freed: 0 to 40 MB more at random per start. One
 * arena keeps the server's memory the same on every start. An admin's own setting wins.
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '1' }
}
