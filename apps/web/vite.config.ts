import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Lazy screens whose scripts are not preloaded with the first page (see build.modulePreload), and
 * the school sign-in, which the login page loads after itself (decision 043).
 */
const scriptsLoadedOnOpening =
  /store-routes|review-page|progress-routes|configurator-page|modules-page|viewer-page|school-sign-in/

export default defineConfig({
  plugins: [react()],
  // In development the API runs on the server's port; `npm start` serves the built app itself.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/docs': 'http://localhost:3000',
    },
  },
  // The manifest lets scripts/bundle-size.mjs add up what each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The first page carries the preload list of every lazy screen's scripts. The module screens,
    // the store's and the review's load their scripts through their imports when opened instead (one
    // round trip more), which keeps the login route within its budget (decision 007; issue 14 pushed
    // it 0.5 KB past). Their stylesheets stay in the list: nothing else would load them.
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        scriptsLoadedOnOpening.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: many small shared chunks each cost gzip
        // overhead and a request, which pushed the login route past its budget (decision 007).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Modules load once per worker, not once per file (37 s -> 5 s here). The unit tests check
    // models and hooks, render no screens and keep no state between files; screens are the journeys'.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // A deadline, not a wait: the PDF tests write a document and read it back with pdftotext, and
    // `npm test` runs them beside eight other checks on two cores, where 5 s was missed once.
    testTimeout: 30_000,
  },
})
