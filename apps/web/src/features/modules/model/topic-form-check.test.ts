import { gridLimits, moduleLimits, moduleMessages, topicStoreBody } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { de } from '../../../locales/de'
import { emptyQuestion, type QuestionDraft, type TopicDraft, topicDraft } from './topic-form'
import { topicStoreBody as bodyOf, fieldOfServerPath } from './topic-form-body'
import { checkTopic, type FieldId, firstBrokenField, isWebLink, questionFieldId } from './topic-form-check'

const row = (patch: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...emptyQuestion(), ...patch })
const filled = (patch: Partial<QuestionDraft> = {}) =>
  row({ title: 'Ich kann teilen', description: 'Mit Rest', ...patch })
const draft = (patch: Partial<TopicDraft> = {}): TopicDraft => ({
  ...topicDraft(),
  title: 'Division',
  ...patch,
})
const textOf = (shown: unknown) => {
  const key = (shown as { key: string }).key
  return key.split('.').reduce<unknown>((pack, part) => (pack as Record<string, unknown>)[part], de)
}

describe('checkTopic (docs/product/modules.md "Topics and questions", verbatim)', () => {
  it('asks for the title and for one question with a title', () => {
    const problems = checkTopic(draft({ title: '  ' }))
    expect(textOf(problems.title)).toBe('Bitte geben Sie einen Titel ein')
    expect(textOf(problems.questions)).toBe('Bitte geben Sie mindestens eine Frage mit einem Titel ein')
  })

  it('asks each kept question for its title and description', () => {
    const first = row({ description: 'ohne Titel' })
    const second = filled({ description: ' ' })
    const problems = checkTopic(draft({ questions: [first, second, row()] }))
    expect(textOf(problems[questionFieldId(first.key, 'title')])).toBe('Bitte geben Sie einen Titel ein')
    expect(textOf(problems[questionFieldId(second.key, 'description')])).toBe(
      'Bitte geben Sie eine Beschreibung ein',
    )
    expect(problems.questions).toBeUndefined()
  })

  it('accepts a topic whose empty rows are left out', () => {
    expect(checkTopic(draft({ questions: [row(), filled(), row()] }))).toEqual({})
  })

  it('never leaves out a stored question emptied by hand: it goes only by its delete button', () => {
    const emptied = row({ id: 12 })
    const problems = checkTopic(draft({ questions: [filled(), emptied] }))
    expect(textOf(problems[questionFieldId(emptied.key, 'title')])).toBe('Bitte geben Sie einen Titel ein')
  })

  it('refuses links that are no web address, and takes a bare one', () => {
    const bad = filled({ webLink: 'javascript:alert(1)' })
    const badSolution = filled({ solutionType: 3, solutionLink: 'data:text/html,x' })
    const problems = checkTopic(
      draft({ questions: [bad, badSolution, filled({ webLink: 'www.example.ch' })] }),
    )
    expect(Object.keys(problems)).toEqual([
      questionFieldId(bad.key, 'link'),
      questionFieldId(badSolution.key, 'solution'),
    ])
    expect(textOf(problems[questionFieldId(bad.key, 'link')])).toBe(moduleMessages.linkInvalid)
    expect(isWebLink('example.ch/aufgabe?id=3')).toBe(true)
    expect(isWebLink('http://exa mple.ch')).toBe(false)
  })

  it('holds the shared limits', () => {
    const long = filled({ title: 'x'.repeat(moduleLimits.questionTitleMax + 1) })
    const problems = checkTopic(
      draft({ title: 't'.repeat(moduleLimits.topicTitleMax + 1), questions: [long] }),
    )
    expect(textOf(problems.title)).toBe(moduleMessages.topicTitleTooLong)
    expect(textOf(problems[questionFieldId(long.key, 'title')])).toBe(moduleMessages.questionTitleTooLong)
    const many = Array.from({ length: gridLimits.maxQuestionsPerTopic + 1 }, () => filled())
    expect(textOf(checkTopic(draft({ questions: many })).questions)).toBe(moduleMessages.tooManyQuestions)
    expect(checkTopic(draft({ title: 'Mathe\u0000' })).title).toEqual({
      key: 'messages.text.invalidCharacters',
    })
  })
})

describe('firstBrokenField', () => {
  it('puts the cursor on the first broken field in reading order', () => {
    const rows = [filled(), filled({ description: '' }), row({ webLink: 'x.ch' })]
    const value = draft({ title: '', questions: rows })
    expect(firstBrokenField(value, checkTopic(value))).toBe('title')
    const titled = { ...value, title: 'Division' }
    expect(firstBrokenField(titled, checkTopic(titled))).toBe(
      questionFieldId(rows[1]?.key as string, 'description'),
    )
  })

  it('sends the cursor to the first question title when no question has one', () => {
    const value = draft()
    expect(firstBrokenField(value, checkTopic(value))).toBe(
      questionFieldId(value.questions[0]?.key as string, 'title'),
    )
    expect(firstBrokenField(value, {})).toBeUndefined()
  })
})

describe('checkTopic and the shared schema the server checks', () => {
  // "At least one question" and "a description per question" are the service's and the dialog's
  // rules, not the schema's: these cases each hold a described question.
  it('lets through only what the server takes, with the same message on the same field', () => {
    const cases: TopicDraft[] = [
      draft({ title: '', questions: [filled()] }),
      draft({ questions: [filled()] }),
      draft({ questions: [filled({ webLink: 'schule.ch', solutionType: 3, solutionLink: 'loesung.ch' })] }),
      draft({ questions: [filled({ solutionType: 3, solutionLink: 'ftp://x.ch' })] }),
      draft({ questions: [filled({ solutionType: 1, solutionText: 'Antwort' }), row()] }),
      draft({ questions: [filled(), filled({ title: 'q'.repeat(moduleLimits.questionTitleMax + 1) })] }),
      draft({ title: 'x'.repeat(moduleLimits.topicTitleMax + 1), questions: [filled()] }),
      draft({ questions: [filled({ description: 'Zeile 1\nZeile\u0007' })] }),
    ]
    for (const value of cases) {
      const ours = checkTopic(value)
      const { body, rowKeys } = bodyOf(value, 7, 1)
      const shared = topicStoreBody.safeParse(body)
      const label = JSON.stringify(body)
      expect(Object.keys(ours).length === 0, label).toBe(shared.success)
      if (shared.success) continue
      const first = shared.error.issues[0]
      const field = fieldOfServerPath(first?.path.join('.') ?? '', rowKeys)
      expect(field, label).toBe(firstBrokenField(value, ours))
      expect(textOf(ours[field as FieldId]), label).toBe(first?.message)
    }
  })
})
