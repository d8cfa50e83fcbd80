import { describe, expect, it } from 'vitest'
import { API } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp({ CORS_ORIGINS: 'http://store.example' })

const fromOrigin = (origin: string) =>
  t.app.inject({ method: 'GET', url: `${API}/app-config`, headers: { origin } })

const preflightFrom = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: `${API}/auth/login`,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  })

describe('CORS with CORS_ORIGINS set', () => {
  it('allows the configured origin', async () => {
    const response = await fromOrigin('http://store.example')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ product_domain: 'lernraster.example' })
    expect(response.headers['access-control-allow-origin']).toBe('http://store.example')
    expect(response.headers.vary).toMatch(/origin/i)
  })

  it('does not allow another origin', async () => {
    for (const origin of [
      'http://evil.example',
      'http://store.example.evil.example',
      'https://store.example',
    ]) {
      const response = await fromOrigin(origin)
      expect(response.statusCode).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('answers the preflight of the configured origin with GET and POST only', async () => {
    const response = await preflightFrom('http://store.example')
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('http://store.example')
    expect(String(response.headers['access-control-allow-methods'])).toBe('GET, POST')
  })

  it('gives no allowance to the preflight of another origin', async () => {
    const response = await preflightFrom('http://evil.example')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})
