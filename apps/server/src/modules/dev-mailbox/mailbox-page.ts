import { escapeHtml } from '../../mail/layout'

interface MailboxEntry {
  id: number
  to: string
  subject: string
  html: string
  sent_at: Date | null
  created_at: Date
}

/**
 * The development mailbox as one page. Each mail's own HTML is shown in a sandboxed iframe
 * (`srcdoc`), so its links are clickable but its markup cannot touch this page.
 */
export function renderMailboxPage(mails: MailboxEntry[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">An <strong>${escapeHtml(mail.to)}</strong> · ${mail.created_at.toLocaleString('de-CH')}</p>
  <iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html.replace('<head>', '<head><base target="_top">').replace('<body', '<base target="_top"><body'))}"></iframe>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Lernraster – Postfach (Entwicklung)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccd;border-radius:8px;padding:0 1rem 1rem;margin-bottom:1.5rem}
h2{font-size:1.1rem}.meta{color:#555;font-size:.9rem}
iframe{width:100%;height:360px;border:1px solid #eee;border-radius:4px}
</style></head><body>
<h1>Postfach (Entwicklung)</h1>
<p>Ohne <code>SMTP_URL</code> verschickt Lernraster keine E-Mails, sondern legt sie hier ab. Neueste zuerst. Als JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${items || '<p>Noch keine E-Mails.</p>'}
</body></html>`
}
