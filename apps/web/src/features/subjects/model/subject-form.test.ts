import { schoolMessages, subjectStoreBody, textMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { de } from '../../../locales/de'
import { en } from '../../../locales/en'
import { checkSubject, saveFailure } from './subject-form'
import { subjectMessageKey } from './subject-messages'

const validation = (errors: Record<string, string[]>) =>
  new ApiRequestError(422, { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', errors })

describe('checkSubject', () => {
  it('checks the title first, then the short code (subjects-and-classes.md "Subjects")', () => {
    expect(checkSubject({ title: '', token: '' })).toEqual({
      ok: false,
      field: 'title',
      message: 'subjects.messages.titleRequired',
    })
    expect(checkSubject({ title: 'Mathematik', token: '  ' })).toEqual({
      ok: false,
      field: 'token',
      message: 'subjects.messages.tokenRequired',
    })
  })

  it('shows the spec texts verbatim', () => {
    expect(de.subjects.messages.titleRequired).toBe('Bitte geben Sie einen Namen für das Fach ein')
    expect(de.subjects.messages.tokenRequired).toBe('Bitte geben Sie ein Kürzel für das Fach ein')
  })

  it('sends trimmed values', () => {
    expect(checkSubject({ title: ' Mathematik ', token: ' MA' })).toEqual({
      ok: true,
      value: { title: 'Mathematik', token: 'MA' },
    })
  })

  it('agrees with the shared schema the server checks, message for message', () => {
    const cases = [
      { title: '', token: '' },
      { title: '   ', token: 'MA' },
      { title: 'Mathematik', token: '' },
      { title: 'M'.repeat(100), token: 'T'.repeat(10) },
      { title: 'M'.repeat(101), token: '' },
      { title: ` ${'M'.repeat(100)} `, token: 'T'.repeat(11) },
      { title: 'Deutsch', token: 'D' },
    ]
    for (const values of cases) {
      const ours = checkSubject(values)
      const shared = subjectStoreBody.safeParse(values)
      expect(ours.ok, JSON.stringify(values)).toBe(shared.success)
      if (ours.ok || shared.success) {
        expect(ours.ok && ours.value).toEqual(shared.data)
        continue
      }
      const first = shared.error.issues[0]
      expect(first?.path).toEqual([ours.field])
      expect(first?.message).toBe(de.subjects.messages[ours.message.split('.')[2] as 'titleRequired'])
    }
  })
})

describe('saveFailure', () => {
  it('puts the server messages under their fields, translated where it knows them', () => {
    const error = validation({
      title: [schoolMessages.subjectTitleTooLong],
      token: ['Dieses Kürzel gibt es schon'],
    })
    expect(saveFailure(error)).toEqual({
      title: { key: 'subjects.messages.titleTooLong' },
      token: { text: 'Dieses Kürzel gibt es schon' },
    })
  })

  it('puts a Kürzel the teacher already uses under Kürzel, in the chosen language (decision 009)', () => {
    expect(saveFailure(validation({ token: [schoolMessages.subjectTokenTaken] }))).toEqual({
      token: { key: 'subjects.messages.tokenTaken' },
    })
    expect(en.subjects.messages.tokenTaken).toMatch(/already use this short code/)
  })

  it('shows any other failure under the title field (subjects-and-classes.md "Subjects")', () => {
    expect(saveFailure(validation({ id: [schoolMessages.idInvalid] }))).toEqual({
      title: { text: schoolMessages.idInvalid },
    })
    expect(saveFailure(new ApiRequestError(404, { code: 'notFound', message: 'Nicht gefunden.' }))).toEqual({
      title: { key: 'messages.errors.notFound' },
    })
    expect(saveFailure(new ApiRequestError(500, { code: 'internal', message: 'x' }))).toEqual({
      title: { key: 'common.error' },
    })
    expect(saveFailure(new NetworkError(new Error('offline')))).toEqual({ title: { key: 'common.offline' } })
  })
})

describe('checkSubject and the shared text rule', () => {
  it('refuses what the server could not store, as the server does', () => {
    expect(checkSubject({ title: 'Ma\u0000the', token: 'MA' })).toEqual({
      ok: false,
      field: 'title',
      message: 'subjects.messages.invalidCharacters',
    })
    expect(checkSubject({ title: 'Mathe', token: 'M\ud800' })).toMatchObject({ ok: false, field: 'token' })
    expect(checkSubject({ title: 'Mathe 🧮', token: 'MA' })).toEqual({
      ok: true,
      value: { title: 'Mathe 🧮', token: 'MA' },
    })
  })

  it('finds the key of the server text for the same rule', () => {
    expect(subjectMessageKey(textMessages.invalidCharacters)).toBe('subjects.messages.invalidCharacters')
  })
})
