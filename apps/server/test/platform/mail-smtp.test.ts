import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '../../src/db/schema'
import { api, createUser, uniqueEmail } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

interface ReceivedMail {
  rcptTo: string[]
  raw: string
}

const received: ReceivedMail[] = []
let smtp: SMTPServer
let t: TestApp

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused-')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      } else {
        callback()
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
})

afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

/** Waits until `probe` yields a value (vitest polls it), for up to five seconds. */
function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe()
      if (value === undefined) throw new Error(`timed out waiting for ${what}`)
      return value
    },
    { timeout: 5_000, interval: 20 },
  )
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** The Subject header, with its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? ''
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, word: string) =>
      decodeQuotedPrintable(word.replaceAll('_', ' ')),
    )
    .replace(/=\?UTF-8\?B\?(.*?)\?=\s*/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'))
    .trim()
}

/** The decoded text/plain part of a multipart message. */
function plainTextOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/plain/i.test(chunk))
  if (!part) throw new Error('no text/plain part')
  const [headers = '', ...bodyLines] = part.split(/\r?\n\r?\n/)
  const bodyText = bodyLines.join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(bodyText, 'base64').toString('utf8')
  return /quoted-printable/i.test(headers) ? decodeQuotedPrintable(bodyText) : bodyText
}

const outboxRowsTo = (to: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))

describe('mail over SMTP (SMTP_URL set)', () => {
  it('delivers the reset mail to the SMTP server and marks the outbox row sent', async () => {
    const { user } = await createUser(t.app)
    const response = await api(t.app).post('/auth/forgotPassword', { email: user.email })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'password recovery email sent' })

    const mail = await waitFor('the SMTP server to receive the mail', () =>
      received.find((entry) => entry.rcptTo.includes(user.email)),
    )
    expect(mail.rcptTo).toEqual([user.email])
    expect(mail.raw).toMatch(/^From: Lernraster <no-reply@lernraster\.example>/m)
    expect(mail.raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'))
    expect(subjectOf(mail.raw)).toBe('Passwort zurücksetzen')
    const text = plainTextOf(mail.raw)
    expect(text).toContain('Guten Tag Vreni')
    const token = text.match(/http:\/\/lernraster\.test\/auth\/resetPassword\?token=([A-Za-z0-9_-]{43})/)?.[1]
    expect(token).toBeDefined()

    const row = await waitFor('the outbox row to be marked sent', async () => {
      const [found] = await outboxRowsTo(user.email)
      return found?.sentAt ? found : undefined
    })
    expect(row).toMatchObject({ subject: 'Passwort zurücksetzen', attempts: 1, lastError: null })
    expect(row.sentAt).toEqual(t.clock.now())

    // The link in the delivered mail is the real one: it sets a new password.
    const reset = await api(t.app).post('/auth/resetPassword', {
      token: token ?? '',
      password: 'Neues-Passwort-9',
      password_confirmation: 'Neues-Passwort-9',
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ message: 'password changed successfully' })
  })

  it('keeps a refused mail unsent with the error, to be tried again later', async () => {
    const email = uniqueEmail('refused-lehrer')
    await createUser(t.app, { email })
    const response = await api(t.app).post('/auth/forgotPassword', { email })
    expect(response.statusCode).toBe(200)

    const row = await waitFor('the failed attempt to be recorded', async () => {
      const [found] = await outboxRowsTo(email)
      // attempts counts from the claim; the failure is recorded once the SMTP server has refused.
      return found?.lastError ? found : undefined
    })
    expect(row.sentAt).toBeNull()
    expect(row.attempts).toBe(1)
    expect(row.lastError).toContain('Mailbox unavailable')
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime())
    expect(received.some((entry) => entry.rcptTo.includes(email))).toBe(false)
    // The metrics count the failed attempt and the mail still queued (decision 046).
    const metrics = await t.app.ctx.metrics.registry.metrics()
    expect(metrics).toMatch(/^lernraster_mail_send_failures_total [1-9]\d*$/m)
    expect(metrics).toMatch(/^lernraster_mails\{state="queued"\} [1-9]\d*$/m)
  })

  it('still delivers the next mail after a refused one', async () => {
    const { user } = await createUser(t.app)
    expect((await api(t.app).post('/auth/forgotPassword', { email: user.email })).statusCode).toBe(200)
    const mail = await waitFor('the next mail', () =>
      received.find((entry) => entry.rcptTo.includes(user.email)),
    )
    expect(subjectOf(mail.raw)).toBe('Passwort zurücksetzen')
    const row = await waitFor('the row to be marked sent', async () => {
      const [found] = await outboxRowsTo(user.email)
      return found?.sentAt ? found : undefined
    })
    expect(row.attempts).toBe(1)
  })
})
