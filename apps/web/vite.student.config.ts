import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { studentCacheNames } from './src/student/features/installable/model/cache-names'

/**
 * The student app (issue 15): its own build into dist/student, served by the same server at
 * /student. A separate build rather than a second entry of the teacher app's: no chunk is shared, so
 * the student app cannot add a byte to the teacher app's login route (decision 019).
 *
 * Installable and opening offline (issue 32 item 3, decision 029): a manifest and a Workbox service
 * worker, in this build only. The teacher app has neither.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // Registered by the app itself (features/installable/model/service-worker.ts), after the page loaded.
      injectRegister: false,
      // No skipWaiting: a new version waits until every student tab is closed and takes over at the next start.
      registerType: 'prompt',
      strategies: 'generateSW',
      manifestFilename: 'manifest.webmanifest',
      // The icons are in the precache already (globPatterns), once.
      includeManifestIcons: false,
      manifest: {
        id: '/student/',
        name: 'Lernraster für Lernende',
        short_name: 'Lernraster',
        description: 'Kompetenzraster, Selbsteinschätzung, Hausaufgaben und Prüfungen.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/student/',
        scope: '/student/',
        display: 'standalone',
        // The mark's dark blue (favicon.svg) for the status bar; the page's white behind the start screen.
        theme_color: '#1c4e80',
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every script, stylesheet and the page, and the icons.
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        // Every screen of the app is /student/...: offline it opens from the precached page.
        navigateFallback: '/student/index.html',
        navigateFallbackAllowlist: [/^\/student(\/|$)/],
        skipWaiting: false,
        // Only the first install has anything to claim (later versions wait for the next start): the
        // page that installed it is served by it at once, so what the student opens next is kept.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A question's picture or worksheet, a solution: kept a week, at most 60.
            // (A function rather than a RegExp: Workbox matches a RegExp against the whole URL.)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/student/v1/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: studentCacheNames.files,
              expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
          {
            // Every GET of the student API but the live stream and the auth calls (POSTs are never
            // cached: runtime caching answers GET only). The network first, the last answer when it
            // fails or takes over 3 s (weak classroom Wi-Fi).
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              url.pathname.startsWith('/api/student/v1/') &&
              !/^\/api\/student\/v1\/(live|auth|files)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: studentCacheNames.api,
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ],
  base: '/student/',
  root: 'student',
  // Only the app's icons (scripts/student-icons.mjs); the favicon comes from the teacher app's build.
  publicDir: 'public',
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: '../dist/student',
    emptyOutDir: true,
    manifest: true,
  },
})
