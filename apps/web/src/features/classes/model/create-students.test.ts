import { parseNameList, studentAccountMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { classes as en } from '../../../locales/en/classes'
import { translateCardsMessage } from './create-students'

describe('a list of names: the server texts in the screen’s language', () => {
  // A stand-in for i18next that shows which key and values it was asked for.
  const t = (key: string, values: Record<string, string>) => `${key}${JSON.stringify(values)}`

  it('finds the key of every text a line of the preview can show', () => {
    const problems = parseNameList(`Anna;Muster;zu viel\n;Muster\nAnna;\n${'x'.repeat(300)};Y`).flatMap(
      (line) => line.problems,
    )
    expect(problems.length).toBeGreaterThanOrEqual(4)
    for (const problem of problems)
      expect(translateCardsMessage(problem, t)).toMatch(/^classes\.cards\.messages\./)
  })

  it('fills the placeholders, a line’s problem translated too', () => {
    expect(translateCardsMessage(`Zeile 3: ${studentAccountMessages.firstnameMissing}`, t)).toBe(
      'classes.cards.messages.lineProblem{"line":"3","problem":"classes.cards.messages.firstnameMissing{}"}',
    )
    expect(translateCardsMessage(studentAccountMessages.refused.replace('{{count}}', '2'), t)).toBe(
      'classes.cards.messages.refused{"count":"2"}',
    )
  })

  it('has an English text for every server text and leaves a text it does not know alone', () => {
    expect(Object.keys(en.cards.messages).sort()).toEqual(Object.keys(studentAccountMessages).sort())
    expect(translateCardsMessage('Etwas ganz anderes.', t)).toBeUndefined()
  })
})
