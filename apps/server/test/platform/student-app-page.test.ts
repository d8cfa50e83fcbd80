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
})
