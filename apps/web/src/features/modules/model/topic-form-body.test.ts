import { moduleMessages } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { emptyQuestion, type QuestionDraft, topicDraft } from './topic-form'
import { fieldOfServerPath, saveFailure, topicStoreBody, topicUpdateBody } from './topic-form-body'
import { questionFieldId } from './topic-form-check'

const path = '/api/teacher/v1/files/abcdefghijklmnop'
const row = (patch: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...emptyQuestion(), ...patch })

describe('the bodies the save sends', () => {
  const rows = [
    row(),
    row({ id: 5, title: ' Ich kann teilen ', description: 'Mit Rest ', webLink: 'www.schule.ch' }),
    row(),
    row({
      title: 'Ich kann messen',
      description: 'Längen',
      linkKind: 'file',
      linkFile: path,
      webLink: 'was vorher getippt war',
      solutionType: 3,
      solutionLink: 'loesung.ch',
      solutionText: 'nicht gewählt',
      sourceQuestion: path,
    }),
  ]
  const draft = { ...topicDraft(), title: ' Division ', description: '', topicTypeId: 2, questions: rows }

  it('leaves out empty rows, trims, adds http:// and sends only the chosen link and solution', () => {
    const { body, rowKeys } = topicStoreBody(draft, 7, 3)
    expect(body).toEqual({
      title: 'Division',
      description: '',
      topic_type_id: 2,
      block_id: 7,
      order: 3,
      questions: [
        {
          id: 5,
          title: 'Ich kann teilen',
          description: 'Mit Rest',
          link: 'http://www.schule.ch',
          is_local_link: false,
          source_question: null,
          source_solution: null,
          solution: null,
        },
        {
          title: 'Ich kann messen',
          description: 'Längen',
          link: path,
          is_local_link: true,
          source_question: path,
          source_solution: null,
          solution: { content_type_id: 3, content: 'http://loesung.ch' },
        },
      ],
    })
    expect(rowKeys).toEqual([rows[1]?.key, rows[3]?.key])
  })

  it('updates the topic by its id in the same cell', () => {
    const { body } = topicUpdateBody(draft, 11, 3)
    expect(body).toMatchObject({ id: 11, order: 3, title: 'Division' })
    expect(body).not.toHaveProperty('block_id')
  })

  it('sends a file solution only once a file is there', () => {
    const one = [row({ title: 'a', description: 'b', solutionType: 2 })]
    expect(topicStoreBody({ ...draft, questions: one }, 1, 1).body.questions[0]?.solution).toBeNull()
    const withFile = [row({ title: 'a', description: 'b', solutionType: 2, solutionFile: path })]
    expect(topicStoreBody({ ...draft, questions: withFile }, 1, 1).body.questions[0]?.solution).toEqual({
      content_type_id: 2,
      content: path,
    })
  })
})

describe('server messages on their fields', () => {
  const keys = ['question-5', 'new-9']

  it('finds the row of a sent question, whatever rows were left out', () => {
    expect(fieldOfServerPath('title', keys)).toBe('title')
    expect(fieldOfServerPath('questions', keys)).toBe('questions')
    expect(fieldOfServerPath('questions.1.description', keys)).toBe(questionFieldId('new-9', 'description'))
    expect(fieldOfServerPath('questions.0.solution.content', keys)).toBe(
      questionFieldId('question-5', 'solution'),
    )
    expect(fieldOfServerPath('questions.0.is_local_link', keys)).toBe(questionFieldId('question-5', 'link'))
    expect(fieldOfServerPath('questions.1', keys)).toBe(questionFieldId('new-9', 'title'))
    expect(fieldOfServerPath('questions.4.title', keys)).toBe('questions')
    expect(fieldOfServerPath('block_id', keys)).toBeUndefined()
  })

  it('puts 422 field errors under their fields and the rest above the buttons', () => {
    const error = new ApiRequestError(422, {
      code: 'validation',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      errors: {
        'questions.1.description': [moduleMessages.questionDescriptionRequired],
        'questions.0.link': ['Etwas Unbekanntes'],
        order: [moduleMessages.topicOrderOutsideGrid],
      },
    })
    expect(saveFailure(error, keys)).toEqual({
      problems: {
        [questionFieldId('new-9', 'description')]: {
          key: 'moduleDialogs.messages.questionDescriptionRequired',
        },
        [questionFieldId('question-5', 'link')]: { text: 'Etwas Unbekanntes' },
      },
      general: { key: 'moduleDialogs.messages.topicOrderOutsideGrid' },
    })
  })

  it('says what went wrong when no field is to blame', () => {
    const taken = new ApiRequestError(409, { code: 'conflict', message: moduleMessages.topicCellTaken })
    expect(saveFailure(taken, keys)).toEqual({
      problems: {},
      general: { key: 'moduleDialogs.messages.topicCellTaken' },
    })
    const gone = new ApiRequestError(404, { code: 'notFound', message: 'Nicht gefunden.' })
    expect(saveFailure(gone, keys).general).toEqual({ key: 'messages.errors.notFound' })
    expect(saveFailure(new ApiRequestError(500, undefined), keys).general).toEqual({ key: 'common.error' })
    expect(saveFailure(new NetworkError(new Error('x')), keys).general).toEqual({ key: 'common.offline' })
  })
})
