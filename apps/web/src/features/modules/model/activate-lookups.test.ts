import {
  type Group,
  groupStoreBody,
  schoolLimits,
  schoolMessages,
  subjectStoreBody,
} from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { checkNewClassName, checkNewSubject, createFailure, selectableGroups } from './activate-lookups'

const group = (id: number, name: string) => ({ id, name, token: 'ABC', active_users: 1, users: [] }) as Group

describe('selectableGroups', () => {
  it('leaves out the practice class MySelf', () => {
    expect(
      selectableGroups([group(1, '7a'), group(2, 'MySelf'), group(3, 'myself')]).map((g) => g.id),
    ).toEqual([1])
  })
})

describe('checkNewClassName', () => {
  it('applies the same rules as the server schema', () => {
    for (const name of ['  7c ', '', 'MySelf', 'x'.repeat(schoolLimits.groupNameMax + 1)]) {
      const checked = checkNewClassName(name)
      expect(checked.ok, name).toBe(groupStoreBody.safeParse({ name }).success)
    }
    expect(checkNewClassName('  7c ')).toEqual({ ok: true, value: '7c' })
    expect(checkNewClassName(' ')).toEqual({ ok: false, problem: 'classNameRequired' })
    expect(checkNewClassName('myself')).toEqual({ ok: false, problem: 'classNameReserved' })
  })
})

describe('checkNewSubject', () => {
  it('checks the title first, then the token, as the server schema does', () => {
    expect(checkNewSubject({ title: ' ', token: '' })).toEqual({
      ok: false,
      field: 'title',
      problem: 'subjectTitleRequired',
    })
    expect(
      checkNewSubject({ title: 'Mathematik', token: 'x'.repeat(schoolLimits.subjectTokenMax + 1) }),
    ).toEqual({
      ok: false,
      field: 'token',
      problem: 'subjectTokenTooLong',
    })
    const input = { title: ' Mathematik ', token: ' MA ' }
    expect(checkNewSubject(input)).toEqual({ ok: true, value: { title: 'Mathematik', token: 'MA' } })
    expect(subjectStoreBody.parse(input)).toEqual({ title: 'Mathematik', token: 'MA' })
  })
})

describe('createFailure', () => {
  it("puts the server's field errors under their fields, by their known text", () => {
    const taken = new ApiRequestError(422, {
      code: 'validation',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      errors: { token: [schoolMessages.subjectTokenTaken] },
    })
    expect(createFailure(taken, ['title', 'token'])).toEqual({ token: { key: 'subjectTokenTaken' } })
  })

  it('puts anything else under the first field', () => {
    expect(createFailure(new NetworkError(new Error('x')), ['name'])).toEqual({ name: { key: 'offline' } })
    const odd = new ApiRequestError(422, {
      code: 'validation',
      message: 'x',
      errors: { other: ['Unbekannt'] },
    })
    expect(createFailure(odd, ['name'])).toEqual({ name: { text: 'Unbekannt' } })
    const failed = new ApiRequestError(500, { code: 'internal', message: 'Fehler' })
    expect(createFailure(failed, ['title', 'token'])).toEqual({ title: { key: 'error' } })
  })
})
