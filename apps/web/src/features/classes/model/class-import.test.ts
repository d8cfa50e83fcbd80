import { classImportMessages, type ImportRow } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { canImport, summaryOf, translateImportMessage } from './class-import'

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
    expect(summaryOf([row('invite'), row('invite'), row('member'), row(null, ['x'])])).toEqual({
      invite: 2,
      member: 1,
      bad: 1,
    })
  })

  it('imports only a list without errors that adds someone', () => {
    expect(canImport([row('invite'), row('member')])).toBe(true)
    expect(canImport([row('invite'), row(null, ['x'])])).toBe(false)
    expect(canImport([row('member')])).toBe(false)
  })

  describe('a server text in the screen’s language', () => {
    // A stand-in for i18next that shows which key and values it was asked for.
    const t = (key: string, values: Record<string, string>) => `${key}${JSON.stringify(values)}`

    it('finds the key of a plain text', () => {
      expect(translateImportMessage(classImportMessages.emailInvalid, t)).toBe(
        'classes.import.messages.emailInvalid{}',
      )
    })

    it('fills the placeholders with what the server wrote, a line’s problem translated too', () => {
      expect(translateImportMessage('Diese E-Mail-Adresse steht schon in Zeile 2.', t)).toBe(
        'classes.import.messages.duplicateEmail{"line":"2"}',
      )
      expect(translateImportMessage('Zeile 3: Der Vorname fehlt.', t)).toBe(
        'classes.import.messages.lineProblem{"line":"3","problem":"classes.import.messages.firstnameMissing{}"}',
      )
    })

    it('leaves a text it does not know as it is', () => {
      expect(translateImportMessage('Etwas ganz anderes.', t)).toBe('Etwas ganz anderes.')
    })
  })
})
