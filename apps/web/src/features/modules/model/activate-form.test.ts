import { moduleMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { activateFailure, checkActivation, firstProblemPlace } from './activate-form'

const refused = (errors: Record<string, string[]>) =>
  new ApiRequestError(422, { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', errors })

describe('checkActivation', () => {
  it('asks for a class and a subject (docs/product/runs.md "Activating")', () => {
    expect(checkActivation({ groupId: null, subjectId: null, activeStudents: null })).toEqual({
      group: { key: 'groupRequired' },
      subject: { key: 'subjectRequired' },
    })
    expect(checkActivation({ groupId: 3, subjectId: 4, activeStudents: 12 })).toEqual({})
  })

  it('says at once that a class without active students cannot run a module', () => {
    expect(checkActivation({ groupId: 3, subjectId: 4, activeStudents: 0 })).toEqual({
      group: { key: 'noActiveStudents' },
    })
  })
})

describe('activateFailure', () => {
  it('puts the 422 field errors under their fields', () => {
    expect(
      activateFailure(
        refused({
          group_id: [moduleMessages.activateGroupRequired],
          subject_id: [moduleMessages.activateSubjectRequired],
        }),
      ),
    ).toEqual({ group: { key: 'groupRequired' }, subject: { key: 'subjectRequired' } })
    expect(activateFailure(refused({ group_id: [moduleMessages.activateNoActiveStudents] }))).toEqual({
      group: { key: 'noActiveStudents' },
    })
    expect(activateFailure(refused({ id: [moduleMessages.activateNeedsContent] }))).toEqual({
      module: { key: 'needsContent' },
    })
  })

  it('places a known refusal where the teacher can fix it, whichever field the server named', () => {
    expect(activateFailure(refused({ id: [moduleMessages.activateNoActiveStudents] }))).toEqual({
      group: { key: 'noActiveStudents' },
    })
  })

  it('shows an unknown server text as it came, under its field', () => {
    expect(activateFailure(refused({ subject_id: ['Bitte geben Sie eine gültige Nummer an'] }))).toEqual({
      subject: { text: 'Bitte geben Sie eine gültige Nummer an' },
    })
  })

  it('shows isActivated under the class and a missing module above the buttons', () => {
    const activated = new ApiRequestError(409, {
      code: 'isActivated',
      message: moduleMessages.alreadyActivated,
    })
    expect(activateFailure(activated)).toEqual({ group: { key: 'alreadyActivated' } })
    const missing = new ApiRequestError(404, { code: 'notFound', message: 'Nicht gefunden.' })
    expect(activateFailure(missing)).toEqual({ module: { key: 'notFound' } })
  })

  it('says what happened when there is no answer or the server failed', () => {
    expect(activateFailure(new NetworkError(new Error('offline')))).toEqual({ module: { key: 'offline' } })
    const failed = new ApiRequestError(500, { code: 'internal', message: 'Ein Fehler ist aufgetreten' })
    expect(activateFailure(failed)).toEqual({ module: { key: 'error' } })
  })
})

describe('firstProblemPlace', () => {
  it('follows the order of the form', () => {
    expect(firstProblemPlace({ subject: { key: 'subjectRequired' }, group: { key: 'groupRequired' } })).toBe(
      'group',
    )
    expect(firstProblemPlace({ module: { key: 'error' } })).toBe('module')
    expect(firstProblemPlace({})).toBeNull()
  })
})
