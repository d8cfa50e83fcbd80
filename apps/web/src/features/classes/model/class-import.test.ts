import { classImportMessages, type ImportRow } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { canImport, importMessageKey, summaryOf } from './class-import'

const row = (outcome: ImportRow['outcome'], problems: string[] = []): ImportRow => ({
  line: 1,
  firstname: 'A',
  lastname: 'B',
  email: 'a@b.ch',
  outcome,
  problems,
})

describe('class list preview', () => {
  it('counts the lines by what happens to them', () => {
    expect(summaryOf([row('new'), row('new'), row('existing'), row('member'), row(null, ['x'])])).toEqual({
      new: 2,
      existing: 1,
      member: 1,
      bad: 1,
    })
  })

  it('imports only a list without errors that adds someone', () => {
    expect(canImport([row('new'), row('member')])).toBe(true)
    expect(canImport([row('new'), row(null, ['x'])])).toBe(false)
    expect(canImport([row('member')])).toBe(false)
  })

  it('finds the key of a server text', () => {
    expect(importMessageKey(classImportMessages.teacherEmail)).toBe('classes.import.messages.teacherEmail')
    expect(importMessageKey('Diese E-Mail-Adresse steht schon in Zeile 2.')).toBeUndefined()
  })
})
