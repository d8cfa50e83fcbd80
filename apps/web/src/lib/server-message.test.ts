import { accountMessages, authMessages, errorMessages, teacherRatingMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { messages as de, lateMessages } from '../locales/de/messages'
import { en } from '../locales/en'
import { setupI18n } from './i18n'
import { messageKeyFor, registerServerMessages } from './server-message'

/** Every text of a `messages` pack with its key, e.g. ['messages.auth.passwordRequired', '...']. */
function entries(pack: Record<string, Record<string, string>>): [string, string][] {
  return Object.entries(pack).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]): [string, string] => [`messages.${group}.${name}`, text]),
  )
}

describe('messageKeyFor', () => {
  it('finds the key of a German text the server answers with, so English users read it translated', () => {
    expect(messageKeyFor(authMessages.passwordTooShort)).toBe('messages.auth.passwordTooShort')
    expect(messageKeyFor(accountMessages.emailsDiffer)).toBe('messages.account.emailsDiffer')
    expect(en.messages.auth.passwordTooShort).toBe('The password must be at least 8 characters long!')
  })

  it('knows the server texts of the error codes', () => {
    expect(messageKeyFor(errorMessages.currentPasswordIncorrect)).toBe(
      'messages.account.currentPasswordIncorrect',
    )
    expect(messageKeyFor(errorMessages.invalidToken)).toBe('messages.errors.invalidToken')
  })

  it("knows the teacher ratings' texts once the progress screens have loaded (issue 19)", async () => {
    // Other tests of this worker may have loaded the progress screens already: registering twice is harmless.
    await setupI18n('de')
    registerServerMessages(lateMessages)
    expect(messageKeyFor(teacherRatingMessages.releasedInvalid)).toBe(
      'messages.teacherRatings.releasedInvalid',
    )
    expect(en.messages.teacherRatings.releasedInvalid).toBe(
      'Please say whether the students see the ratings.',
    )
    expect(messageKeyFor(teacherRatingMessages.topicNotInModule)).toBe(
      'messages.teacherRatings.topicNotInModule',
    )
  })

  it('translates a German text the same way under whichever key it was found', () => {
    const english = new Map(entries(en.messages))
    const keysByText = new Map<string, string[]>()
    for (const [key, text] of entries({ ...de, ...lateMessages }))
      keysByText.set(text, [...(keysByText.get(text) ?? []), key])
    for (const keys of keysByText.values()) {
      const translations = new Set(keys.map((key) => english.get(key)))
      expect(translations.size, keys.join(', ')).toBe(1)
    }
  })

  it('knows nothing of a text it was never given: that one is shown as it came', () => {
    expect(messageKeyFor('Etwas ganz anderes')).toBeUndefined()
  })
})

describe('the texts a teacher can be shown', () => {
  // Issue 10: the server and the German pack spoke English or broken German in places.
  it('are German in the German pack: none of the English or broken texts the specs quoted', () => {
    const quoted = [
      'Current typed password is incorrect',
      'No changes detected!',
      'Invalid Token',
      'The Verification code is not valid!',
      'emailTaken',
      'This e-mail address is already in use',
      'No user was found',
      'An error has occurred, please try again!',
      'Der Token sind nicht korrekt',
    ]
    for (const [key, text] of entries(de)) expect(quoted, key).not.toContain(text)
  })
})
