import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../support/test-app'

// Issue 15: the server serves the student app's own build at /student, and the teacher app
// everywhere else; the student API is never answered with a page.

const dist = mkdtempSync(path.join(tmpdir(), 'lernraster-dist-'))
writeFileSync(path.join(dist, 'index.html'), '<title>Lehrer-App</title>')
mkdirSync(path.join(dist, 'student', 'assets'), { recursive: true })
writeFileSync(path.join(dist, 'student', 'index.html'), '<title>Schüler-App</title>')
writeFileSync(path.join(dist, 'student', 'assets', 'app-1234.js'), 'console.log(1)')
// Issue 32: the service worker, its Workbox runtime, the manifest and an icon (vite-plugin-pwa, decision 029).
mkdirSync(path.join(dist, 'student', 'icons'))
writeFileSync(path.join(dist, 'student', 'sw.js'), 'self.addEventListener("fetch", () => {})')
writeFileSync(path.join(dist, 'student', 'workbox-5678.js'), 'define([], () => {})')
writeFileSync(path.join(dist, 'student', 'manifest.webmanifest'), '{"name":"Lernraster für Lernende"}')
writeFileSync(path.join(dist, 'student', 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'))

const t = useTestApp({ WEB_DIST_DIR: dist })
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } })

describe('the student app beside the teacher app', () => {
  test('its routes get its page, the teacher routes the teacher page', async () => {
    for (const url of ['/student', '/student/', '/student/modules/4', '/student/reset-password?token=abc']) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('Schüler-App')
    }
    for (const url of ['/groups', '/students', '/stats/progress-students']) {
      expect((await page(url)).body, url).toContain('Lehrer-App')
    }
  })

  test('its assets are served and cached for good; the student API answers JSON', async () => {
    const asset = await t.app.inject({ url: '/student/assets/app-1234.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const api = await page('/api/student/v1/modules')
    expect(api.statusCode).toBe(401)
    expect(api.json().code).toBe('unauthenticated')
  })

  test('the service worker and the manifest are asked for again at every start, with their own types', async () => {
    // A cached sw.js would keep a student on an old version: the browser must ask the server each time.
    for (const [url, type] of [
      ['/student/sw.js', 'javascript'],
      ['/student/workbox-5678.js', 'javascript'],
      ['/student/manifest.webmanifest', 'application/manifest+json'],
      ['/student/icons/icon-192.png', 'image/png'],
    ]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toContain(type)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
    // A missing file of the student app is a 404, never the page (the service worker must not cache a page as a script).
    expect((await t.app.inject({ url: '/student/sw-old.js' })).statusCode).toBe(404)
    // The hashed assets keep their year.
    const asset = await t.app.inject({ url: '/student/assets/app-1234.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('a build without the student app (older than issue 15)', () => {
  const teacherOnly = mkdtempSync(path.join(tmpdir(), 'lernraster-dist-'))
  writeFileSync(path.join(teacherOnly, 'index.html'), '<title>Lehrer-App</title>')
  const older = useTestApp({ WEB_DIST_DIR: teacherOnly })

  // Found by the fuzz suite: these answered a plain-text "404 Not Found" outside the error shape.
  test('its pages answer in the error shape that the build is missing; the teacher app still loads', async () => {
    for (const url of ['/student', '/student/modules/4', '/./student/v1/teacherRatings?event_id=1']) {
      const response = await older.app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.statusCode, url).toBe(503)
      expect(response.json(), url).toEqual({
        code: 'unavailable',
        message: 'Die Web-App ist noch nicht gebaut (npm run build:web).',
      })
    }
    expect((await older.app.inject({ url: '/groups', headers: { accept: 'text/html' } })).body).toContain(
      'Lehrer-App',
    )
  })
})
