import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../support/test-app'

// Issue 18: the web app's files leave the server compressed, in what the browser accepts, from
// copies the build wrote once (scripts/compress-web.mjs), never compressed per request.

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const dist = mkdtempSync(path.join(tmpdir(), 'lernraster-dist-'))
const script = 'console.log("Lernraster");\n'.repeat(400)
const page = `<!doctype html><title>Lernraster</title>${'<meta name="x" content="y">'.repeat(100)}`
mkdirSync(path.join(dist, 'assets'), { recursive: true })
writeFileSync(path.join(dist, 'index.html'), page)
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script)
writeFileSync(path.join(dist, 'assets', 'tiny-1234.js'), 'console.log(1)')
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/compress-web.mjs'), dist])

const t = useTestApp({ WEB_DIST_DIR: dist })
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  })

describe('compressed web assets', () => {
  test('the build wrote a brotli and a gzip copy of each file worth compressing, and none of tiny ones', () => {
    const asset = path.join(dist, 'assets', 'app-1234.js')
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script)
    expect(() => readFileSync(path.join(dist, 'assets', 'tiny-1234.js.br'))).toThrow()
  })

  test('brotli when the browser takes it, else gzip, else the plain file', async () => {
    const brotli = await get('/assets/app-1234.js', 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toContain('javascript')
    expect(brotli.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script)
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10)

    const gzip = await get('/assets/app-1234.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/app-1234.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  test('the page of every app route comes compressed too', async () => {
    const response = await get('/groups', 'br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
  })
})
