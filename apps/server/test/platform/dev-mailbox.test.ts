import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { answer, api, createUser, type MailboxEntry } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let first: string
let second: string

beforeAll(async () => {
  t = await buildTestApp()
  first = (await createUser(t.app)).user.email
  second = (await createUser(t.app)).user.email
  // Two mails a minute apart, so that "newest first" has something to order.
  expect((await api(t.app).post('/auth/forgotPassword', { email: first })).statusCode).toBe(200)
  t.clock.advanceMinutes(1)
  expect((await api(t.app).post('/auth/forgotPassword', { email: second })).statusCode).toBe(200)
})

afterAll(async () => {
  await t.close()
})

describe('the development mailbox (no SMTP_URL)', () => {
  it('lists the mails as JSON, newest first, each marked sent when written', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const mails = response.json<MailboxEntry[]>()
    expect(mails.map((mail) => mail.to)).toEqual([second, first])
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['html', 'sent_at', 'subject', 'text', 'to'])
      expect(mail.subject).toBe('Passwort zurücksetzen')
      expect(mail.text).toMatch(/http:\/\/lernraster\.test\/auth\/resetPassword\?token=[\w-]{43}/)
      expect(mail.html).toMatch(/<a href="http:\/\/lernraster\.test\/auth\/resetPassword\?token=[\w-]{43}"/)
    }
    const [newest, oldest] = mails
    expect(Date.parse(newest?.sent_at ?? '')).toBe(t.clock.now().getTime())
    expect(Date.parse(oldest?.sent_at ?? '')).toBe(t.clock.now().getTime() - 60_000)
  })

  it('shows the same mails as a readable HTML page with clickable links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    const page = response.body
    expect(page).toMatch(/^<!doctype html>/)
    expect(page).toContain('Postfach (Entwicklung)')
    expect(page.indexOf(second)).toBeGreaterThan(0)
    expect(page.indexOf(second)).toBeLessThan(page.indexOf(first))
    // The mail's own HTML sits escaped in a sandboxed iframe; its links open outside the frame.
    expect(page).toContain('<iframe title="Passwort zurücksetzen" sandbox=')
    expect(page).toContain('&lt;a href=&quot;http://lernraster.test/auth/resetPassword?token=')
    expect(page).toContain('&lt;base target=&quot;_top&quot;&gt;')
  })

  it('escapes the subject, so no mail can inject markup into the page itself', async () => {
    const { user } = await createUser(t.app)
    await t.app.ctx.db.transaction(async (tx) => {
      await t.app.ctx.mailer.queue(tx, {
        to: user.email,
        subject: '<script>alert(1)</script>',
        text: 'x',
        html: '<p>x</p>',
      })
    })
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>')
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('the mailbox answers only on the machine the server runs on', () => {
  const refused = {
    status: 403,
    body: {
      code: 'forbidden',
      message: 'Das lokale Postfach ist nur auf dem Rechner erreichbar, auf dem Lernraster läuft.',
    },
  }

  test.each(['/dev/mailbox', '/dev/mailbox.json'])('%s refuses a caller from the network', async (url) => {
    for (const remoteAddress of ['192.0.2.10', '10.1.2.3', '::ffff:192.0.2.10', '2001:db8::1']) {
      const response = await t.app.inject({ url, remoteAddress })
      expect(answer(response), remoteAddress).toEqual(refused)
      expect(response.body).not.toContain('resetPassword')
    }
  })

  test('refuses a request a proxy forwarded, even from a proxy on this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await t.app.inject({ url: '/dev/mailbox.json', headers: { [header]: '192.0.2.10' } })
      expect(answer(response), header).toEqual(refused)
    }
  })

  test('answers this machine over IPv4 and IPv6 loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/dev/mailbox.json', remoteAddress })
      expect(response.statusCode, remoteAddress).toBe(200)
    }
  })
})

test('with SMTP_URL set the mailbox does not exist: mail goes out for real', async () => {
  const withSmtp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
  try {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await withSmtp.app.inject({ url })
      expect(answer(response), url).toEqual({
        status: 404,
        body: { code: 'notFound', message: 'Nicht gefunden.' },
      })
    }
  } finally {
    await withSmtp.close()
  }
})
