import { type FeedbackType, feedbackTypeLabels } from '@lernraster/shared'

export interface MailContent {
  subject: string
  text: string
  html: string
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** One layout for every mail: paragraphs of text, an optional button link. */
function layout(
  paragraphs: string[],
  action?: { label: string; url: string },
): { text: string; html: string } {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    'Ihr Lernraster-Team',
  ].join('\n\n')
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c4e80;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">${body}${button}<p>Ihr Lernraster-Team</p></body></html>`
  return { text, html }
}

export function confirmationMail(input: {
  firstname: string
  code: string
  url: string
  hours: number
}): MailContent {
  return {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Willkommen bei Lernraster! Bitte bestätigen Sie Ihre E-Mail-Adresse.',
        `Ihr Bestätigungscode lautet: ${input.code}`,
        `Sie können auch einfach den folgenden Link öffnen. Code und Link sind ${input.hours} Stunden gültig.`,
      ],
      { label: 'E-Mail-Adresse bestätigen', url: input.url },
    ),
  }
}

export function emailChangeMail(input: {
  firstname: string
  code: string
  url: string
  hours: number
}): MailContent {
  return {
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Sie möchten Ihre Lernraster-Anmeldung auf diese E-Mail-Adresse ändern. Die Änderung gilt, sobald Sie sie bestätigt haben.',
        `Ihr Bestätigungscode lautet: ${input.code}`,
        `Code und Link sind ${input.hours} Stunden gültig. Wenn Sie die Änderung nicht veranlasst haben, können Sie diese E-Mail ignorieren.`,
      ],
      { label: 'Neue E-Mail-Adresse bestätigen', url: input.url },
    ),
  }
}

export function emailChangedNoticeMail(input: { firstname: string; newEmail: string }): MailContent {
  return {
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    ...layout([
      `Guten Tag ${input.firstname}`,
      `Ihre Lernraster-Anmeldung lautet ab sofort ${input.newEmail}.`,
      'Wenn Sie das nicht waren, antworten Sie bitte auf diese E-Mail oder wenden Sie sich an uns.',
    ]),
  }
}

export function passwordResetMail(input: { firstname: string; url: string; hours: number }): MailContent {
  return {
    subject: 'Passwort zurücksetzen',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Sie haben angefragt, Ihr Lernraster-Passwort zurückzusetzen.',
        `Der Link ist ${input.hours} Stunden gültig und kann einmal verwendet werden. Wenn Sie nichts angefragt haben, können Sie diese E-Mail ignorieren.`,
      ],
      { label: 'Neues Passwort festlegen', url: input.url },
    ),
  }
}

export function activatedMail(input: { firstname: string; url: string }): MailContent {
  return {
    subject: 'Ihr Lernraster-Konto ist aktiviert',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Ihr Konto wurde aktiviert. Sie können Lernraster ab sofort verwenden.',
      ],
      { label: 'Zu Lernraster', url: input.url },
    ),
  }
}

export function generalFeedbackMail(input: {
  type: FeedbackType
  content: string
  from: { firstname: string; lastname: string; email: string }
}): MailContent {
  return {
    subject: `Feedback: ${feedbackTypeLabels[input.type]}`,
    ...layout([
      `Neues Feedback von ${input.from.firstname} ${input.from.lastname} (${input.from.email})`,
      `Art: ${feedbackTypeLabels[input.type]}`,
      input.content,
    ]),
  }
}
