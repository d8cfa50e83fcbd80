import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp } from '../support/test-app'

const operatorDir = mkdtempSync(path.join(tmpdir(), 'lernraster-documents-'))
writeFileSync(path.join(operatorDir, 'impressum.html'), '<h1>Impressum der Schule Musterhausen</h1>')
writeFileSync(path.join(tmpdir(), 'outside.html'), 'secret')

const t = useTestApp({ DOCUMENTS_DIR: operatorDir })
afterAll(() => rmSync(operatorDir, { recursive: true, force: true }))

describe('GET /docs/:name (the shell links: user guide, terms, imprint, privacy)', () => {
  it('serves every shipped document to anyone, as HTML', async () => {
    for (const name of ['benutzerhandbuch.html', 'agb.html', 'datenschutz.html', 'docs.css']) {
      const response = await t.app.inject({ method: 'GET', url: `/docs/${name}` })
      expect(response.statusCode, name).toBe(200)
      expect(response.body.length, name).toBeGreaterThan(500)
    }
    const guide = await t.app.inject({ method: 'GET', url: '/docs/benutzerhandbuch.html' })
    expect(guide.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(guide.body).toContain('<h1>Benutzerhandbuch</h1>')
  })

  it("serves the operator's own file instead of the shipped one", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/impressum.html' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('<h1>Impressum der Schule Musterhausen</h1>')
  })

  it('answers 404 for unknown names and for anything that tries to leave the folder', async () => {
    for (const url of [
      '/docs/nothing.html',
      '/docs/..%2Foutside.html',
      '/docs/%2E%2E%2Foutside.html',
      '/docs/x.exe',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('secret')
    }
  })

  it('shows teachers no note meant for operators in the shipped terms, privacy and imprint', async () => {
    const plain = await buildTestApp()
    try {
      for (const name of ['agb.html', 'datenschutz.html', 'impressum.html']) {
        const response = await plain.app.inject({ method: 'GET', url: `/docs/${name}` })
        // What a browser shows: the page without its comments, where the operator's note now lives.
        const shown = response.body.replace(/<!--[\s\S]*?-->/g, '')
        expect(shown, name).not.toMatch(/Betreiber:|DOCUMENTS_DIR|Vorlage/)
        expect(response.body, name).toMatch(/<!-- For operators: .*DOCUMENTS_DIR/)
      }
    } finally {
      await plain.close()
    }
  })

  it('serves the shipped imprint when no operator folder is configured', async () => {
    const plain = await buildTestApp()
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/docs/impressum.html' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<h1>Impressum</h1>')
    } finally {
      await plain.close()
    }
  })
})
