import { describe, expect, test } from 'vitest'
import { loginBody } from './contracts/auth'
import { generalFeedbackSendBody } from './contracts/feedback'
import { groupStoreBody } from './contracts/groups'
import { subjectStoreBody } from './contracts/subjects'
import { textMessages } from './messages/text'
import { hasOnlyStorableCharacters, textProblem } from './text'

describe('hasOnlyStorableCharacters', () => {
  test.each([
    ['plain German text', 'Übungsklasse 7a – Natur & Technik', true],
    ['an emoji (a surrogate pair)', 'Mathe 🧮', true],
    ['right-to-left and combining characters', '\u202eשלום a\u0301\u0301', true],
    ['NUL', 'Ma\u0000the', false],
    ['a bell and an escape', 'a\u0007b\u001b', false],
    ['DEL', 'a\u007f', false],
    ['a lone high surrogate', 'x\ud800', false],
    ['a lone high surrogate followed by a letter', '\ud800x', false],
    ['a lone low surrogate', '\udfffx', false],
    ['two high surrogates', '\ud800\ud800\udc00', false],
  ])('%s', (_name, value, expected) => {
    expect(hasOnlyStorableCharacters(value)).toBe(expected)
  })

  test('line breaks and tabs only in multi-line texts', () => {
    expect(hasOnlyStorableCharacters('Zeile 1\r\nZeile\t2')).toBe(false)
    expect(hasOnlyStorableCharacters('Zeile 1\r\nZeile\t2', true)).toBe(true)
    expect(hasOnlyStorableCharacters('Zeile\u0000', true)).toBe(false)
    expect(hasOnlyStorableCharacters('Zeile\u000b', true)).toBe(false)
  })
})

describe('textProblem', () => {
  test('counts as a browser counts maxlength (UTF-16 units), so the column always holds it', () => {
    expect(textProblem('a'.repeat(10), { max: 10 })).toBeNull()
    expect(textProblem('a'.repeat(11), { max: 10 })).toBe('tooLong')
    expect(textProblem('🧮'.repeat(5), { max: 10 })).toBeNull()
    expect(textProblem('🧮'.repeat(6), { max: 10 })).toBe('tooLong')
    expect(textProblem('ok\u0000', { max: 10 })).toBe('invalidCharacters')
  })
})

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('every text field of the contracts follows the rule', () => {
  test('subject, class and feedback texts refuse NUL and lone surrogates with one message', () => {
    const invalid = textMessages.invalidCharacters
    expect(messagesOf(subjectStoreBody.safeParse({ title: 'Ma\u0000the', token: 'M' }))).toEqual([
      `title: ${invalid}`,
    ])
    expect(messagesOf(groupStoreBody.safeParse({ name: '\ud800'.repeat(60) }))).toEqual([`name: ${invalid}`])
    const feedback = { type: 'bug', content: 'Zeile 1\nZeile 2' }
    expect(generalFeedbackSendBody.safeParse(feedback).success).toBe(true)
    expect(messagesOf(generalFeedbackSendBody.safeParse({ ...feedback, content: 'a\u0000' }))).toEqual([
      `content: ${invalid}`,
    ])
  })

  test('the login e-mail is bounded like an address and refuses what cannot be looked up', () => {
    const invalid = 'email: Bitte geben Sie eine gültige E-Mail-Adresse ein'
    expect(messagesOf(loginBody.safeParse({ email: `${'a'.repeat(250)}@b.ch`, password: 'x' }))).toEqual([
      invalid,
    ])
    expect(messagesOf(loginBody.safeParse({ email: 'a\u0000@b.ch', password: 'x' }))).toEqual([invalid])
    expect(loginBody.safeParse({ email: ' Vreni@Schule.Example ', password: 'x' }).data?.email).toBe(
      'vreni@schule.example',
    )
  })
})
