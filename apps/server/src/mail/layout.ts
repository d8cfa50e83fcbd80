// The frame every mail shares: plain text and HTML from the same paragraphs, and the signatures.

export interface MailContent {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** How the mails the provider sends to teachers are signed. */
const providerClosing = 'Ihr Lernraster-Team'

/** How the mails to students are signed: in their du (issue 32), not the teachers' "Ihr". */
export const studentClosing = 'Dein Lernraster-Team'

/**
 * One layout for every mail: paragraphs of text, an optional button link, and a closing line (the
 * provider's signature unless the mail is not from the provider).
 */
export function layout(
  paragraphs: string[],
  action?: { label: string; url: string },
  closing = providerClosing,
): { text: string; html: string } {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', closing].join(
    '\n\n',
  )
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c4e80;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">${body}${button}<p>${escapeHtml(closing)}</p></body></html>`
  return { text, html }
}
