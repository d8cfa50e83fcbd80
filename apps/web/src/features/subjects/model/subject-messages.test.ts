import { schoolMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { en } from '../../../locales/en'
import { failureText, shownServerText, subjectMessageKey } from './subject-messages'

describe('subject messages', () => {
  it('finds the key of a shared subject text, so English users read it translated', () => {
    expect(subjectMessageKey(schoolMessages.subjectInUse)).toBe('subjects.messages.inUse')
    expect(subjectMessageKey(schoolMessages.subjectTokenRequired)).toBe('subjects.messages.tokenRequired')
    expect(en.subjects.messages.inUse).toMatch(/still used/)
    expect(shownServerText('Etwas anderes')).toEqual({ text: 'Etwas anderes' })
  })

  it('says why a subject in use cannot be deleted (409), in the words of the server', () => {
    const inUse = new ApiRequestError(409, { code: 'conflict', message: schoolMessages.subjectInUse })
    expect(failureText(inUse)).toEqual({ key: 'subjects.messages.inUse' })
    const otherConflict = new ApiRequestError(409, { code: 'conflict', message: 'Anders' })
    expect(failureText(otherConflict)).toEqual({ key: 'messages.errors.conflict' })
  })

  it('names other failures by their code, and internal errors or no answer as a general failure', () => {
    const gone = new ApiRequestError(404, { code: 'notFound', message: 'Nicht gefunden.' })
    expect(failureText(gone)).toEqual({ key: 'messages.errors.notFound' })
    expect(failureText(new ApiRequestError(500, { code: 'internal', message: 'x' }))).toEqual({
      key: 'common.error',
    })
    expect(failureText(new ApiRequestError(502, undefined))).toEqual({ key: 'common.error' })
    // No answer at all: the teacher learns that nothing was saved (a spinner never runs on silently).
    expect(failureText(new NetworkError(new Error('offline')))).toEqual({ key: 'common.offline' })
  })
})
