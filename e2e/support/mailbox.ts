import { type APIRequestContext, expect } from '@playwright/test'

export type Mail = { to: string; subject: string; text: string; html: string }

/** The newest mail to `to` whose subject contains `subject`, from the dev mailbox; waits for it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    const mails: Mail[] = await (await request.get('/dev/mailbox.json')).json()
    found = mails.find((mail) => mail.to === to && mail.subject.includes(subject))
    expect(found, `a mail "${subject}" to ${to}`).toBeDefined()
  }).toPass({ timeout: 15_000 })
  return found as Mail
}

/** The first link in a mail that points to `pathname` of the app. */
export function linkIn(mail: Mail, pathname: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${pathname}[^\\s]*`))
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}"`)
  return match[0]
}

/** The six-digit confirmation code of a confirmation mail. */
export function codeIn(mail: Mail): string {
  const match = mail.text.match(/Bestätigungscode lautet: (\d+)/)
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`)
  return match[1]
}
