import { feedbackTypeLabels, feedbackTypes } from '@lernraster/shared'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { generalFeedbacks, mailOutbox } from '../../src/db/schema'
import { answer, api, createUser, invalid, mailsTo } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const CONTACT = 'kontakt@lernraster.example'
const sent = { status: 200, body: { message: 'Das Feedback wurde erfolgreich verschickt' } }
const send = (token: string, payload: object) => api(t.app, token).post('/general-feedbacks/send', payload)
const feedbackOf = (userId: number) =>
  t.app.ctx.db.select().from(generalFeedbacks).where(eq(generalFeedbacks.userId, userId))

describe('general-feedbacks/send', () => {
  test('stores the feedback and mails it to CONTACT_EMAIL with the teacher as sender', async () => {
    const { user, token } = await createUser(t.app)
    const content = 'Die Übersicht der Klassen gefällt mir.\nWeiter so!'
    expect(answer(await send(token, { type: 'congratulation', content }))).toEqual(sent)

    expect(await feedbackOf(user.id)).toEqual([
      { id: expect.any(Number), userId: user.id, type: 'congratulation', content, createdAt: t.clock.now() },
    ])
    const mail = (await mailsTo(t.app, CONTACT))[0]!
    expect(mail.subject).toBe('Feedback: Ich möchte euch gratulieren')
    expect(mail.text).toContain(`Neues Feedback von Vreni Muster (${user.email})`)
    expect(mail.text).toContain('Art: Ich möchte euch gratulieren')
    expect(mail.text).toContain(content)
    // A mail from a teacher to the provider: not signed as if the provider had written it.
    expect(mail.text).not.toContain('Ihr Lernraster-Team')
    expect(mail.html).not.toContain('Ihr Lernraster-Team')
    expect(mail.text.trimEnd()).toMatch(
      /Wenn Sie auf diese E-Mail antworten, geht die Antwort an Vreni Muster\.$/,
    )
    const [outbox] = await t.app.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
    expect(outbox).toMatchObject({ to: CONTACT, replyTo: user.email })
  })

  test('accepts each of the five types and names it in the subject', async () => {
    const { user, token } = await createUser(t.app)
    for (const type of feedbackTypes) {
      expect(answer(await send(token, { type, content: `Zu ${type}` }))).toEqual(sent)
      expect((await mailsTo(t.app, CONTACT))[0]!.subject).toBe(`Feedback: ${feedbackTypeLabels[type]}`)
    }
    expect((await feedbackOf(user.id)).map((row) => row.type)).toEqual([...feedbackTypes])
  })

  test('1000 characters are accepted', async () => {
    const { user, token } = await createUser(t.app)
    const content = 'ä'.repeat(1000)
    expect(answer(await send(token, { type: 'other', content }))).toEqual(sent)
    expect((await feedbackOf(user.id))[0]!.content).toBe(content)
  })

  test('the mail shows the content as text, not as markup', async () => {
    const { token } = await createUser(t.app)
    await send(token, { type: 'bug', content: '<img src=x onerror=alert(1)>' })
    const mail = (await mailsTo(t.app, CONTACT))[0]!
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).not.toContain('<img')
  })

  const typeInvalid = { type: ['Bitte wählen Sie eine Art von Feedback'] }
  const contentRequired = { content: ['Bitte geben Sie einen Text ein'] }
  test.each([
    ['an unknown type', { type: 'praise', content: 'Text' }, typeInvalid],
    ['a label instead of the type', { type: 'Ich habe eine Frage', content: 'Text' }, typeInvalid],
    ['no type', { content: 'Text' }, typeInvalid],
    ['no content', { type: 'question' }, contentRequired],
    ['blank content', { type: 'question', content: '  \n ' }, contentRequired],
    [
      '1001 characters',
      { type: 'question', content: 'x'.repeat(1001) },
      { content: ['Höchstens 1000 Zeichen'] },
    ],
    ['an unknown field', { type: 'question', content: 'Text', rating: 5 }, { rating: ['Unbekanntes Feld'] }],
  ])('%s is refused: nothing stored, nothing mailed', async (_name, payload, errors) => {
    const { user, token } = await createUser(t.app)
    const mailsBefore = (await mailsTo(t.app, CONTACT)).length
    expect(answer(await send(token, payload))).toEqual(invalid(errors))
    expect(await feedbackOf(user.id)).toEqual([])
    expect(await mailsTo(t.app, CONTACT)).toHaveLength(mailsBefore)
  })
})
