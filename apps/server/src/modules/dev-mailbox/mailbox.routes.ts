import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { isLocalCaller } from '../../lib/local-caller'
import { listMailbox } from '../../mail/outbox'
import { renderMailboxPage } from './mailbox-page'

const MAILBOX_SIZE = 200

/**
 * The local mailbox of development: every mail with its links, password resets included, so it
 * answers only on the machine the server runs on (a stranger on the school network could otherwise
 * reset a teacher's password and read the link). buildApp() registers it only without SMTP_URL and
 * outside production.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.addHook('onRequest', async (request) => {
    if (!isLocalCaller(request)) {
      throw new AppError(
        'forbidden',
        'Das lokale Postfach ist nur auf dem Rechner erreichbar, auf dem Lernraster läuft.',
      )
    }
  })

  app.get('/dev/mailbox.json', { config: { access: 'public' } }, async (_request, reply) => {
    const mails = await listMailbox(ctx.db, MAILBOX_SIZE)
    reply.header('Cache-Control', 'no-store')
    return mails.map(({ to, subject, text, html, sent_at }) => ({ to, subject, text, html, sent_at }))
  })

  app.get('/dev/mailbox', { config: { access: 'public' } }, async (_request, reply) => {
    const mails = await listMailbox(ctx.db, MAILBOX_SIZE)
    return (
      reply
        .header('Cache-Control', 'no-store')
        // The mails are shown in sandboxed iframes; this page itself runs no script.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
        )
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mails))
    )
  })
}
