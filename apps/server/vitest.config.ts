import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // argon2 and PGlite are CPU-bound; two cores run two files at a time.
    maxWorkers: 2,
    // Each worker loads the server's modules once for all its files, not once per file: that halves
    // the run (the imports cost more than most files' tests). Files share no state but the module
    // cache: each builds its own app on its own database copy (test/support/test-app.ts).
    isolate: false,
    testTimeout: 30_000,
    // Deadlines, not waits: a file's setup may start a real server beside the other suites (decision 036).
    hookTimeout: 120_000,
  },
})
