import { defaultSolutionType, gridLimits, type Question, SolutionType, type Topic } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  canAddQuestion,
  emptyQuestion,
  questionExtras,
  removalNeedsConfirmation,
  topicDraft,
  withoutQuestion,
  withQuestionAdded,
  withQuestionMoved,
} from './topic-form'

const question = (patch: Partial<Question>): Question => ({
  id: 1,
  title: 'Ich kann addieren',
  description: 'Zahlen bis 100',
  link: null,
  is_local_link: false,
  has_solution: false,
  source_question: null,
  source_solution: null,
  solution: null,
  solution_id: null,
  order: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  ...patch,
})

const topic = (questions: Question[]): Topic => ({
  id: 9,
  title: 'Addition',
  description: 'Plus',
  order: 2,
  block_id: 4,
  topic_type_id: 3,
  topic_type: { id: 3, name: 'project', title: 'Projekt', icon: 'tools' },
  questions_count: questions.length,
  questions,
})

describe('topicDraft', () => {
  it('starts a new topic of the default type with 4 empty rows', () => {
    const draft = topicDraft()
    expect(draft.topicTypeId).toBe(1)
    expect(draft.questions).toHaveLength(gridLimits.initialQuestionRows)
    expect(draft.questions.every((row) => row.title === '' && row.solutionType === defaultSolutionType)).toBe(
      true,
    )
    expect(new Set(draft.questions.map((row) => row.key)).size).toBe(4)
  })

  it('shows a stored topic in its questions order, with link, file and solution where they belong', () => {
    const path = '/api/teacher/v1/files/abcdefghijklmnop'
    const draft = topicDraft(
      topic([
        question({
          id: 2,
          order: 2,
          link: path,
          is_local_link: true,
          solution: { id: 5, content: 'x', content_type_id: 1 },
        }),
        question({
          id: 1,
          order: 1,
          link: 'https://example.org',
          solution: { id: 6, content: path, content_type_id: 2 },
        }),
      ]),
    )
    expect(draft.topicTypeId).toBe(3)
    expect(draft.questions.map((row) => row.id)).toEqual([1, 2])
    expect(draft.questions[0]).toMatchObject({
      linkKind: 'web',
      webLink: 'https://example.org',
      linkFile: null,
      solutionType: SolutionType.file,
      solutionFile: path,
    })
    expect(draft.questions[1]).toMatchObject({
      linkKind: 'file',
      webLink: '',
      linkFile: path,
      solutionType: SolutionType.text,
      solutionText: 'x',
      solutionFile: null,
    })
  })
})

describe('question rows', () => {
  const rows = topicDraft().questions

  it('adds rows up to the most a topic holds', () => {
    expect(withQuestionAdded(rows)).toHaveLength(5)
    const full = Array.from({ length: gridLimits.maxQuestionsPerTopic }, emptyQuestion)
    expect(canAddQuestion(full)).toBe(false)
    expect(withQuestionAdded(full)).toHaveLength(gridLimits.maxQuestionsPerTopic)
  })

  it('moves a row up and down, and nothing past either end', () => {
    const keys = (list: typeof rows) => list.map((row) => row.key)
    const [a, b, c, d] = keys(rows)
    expect(keys(withQuestionMoved(rows, 1, -1))).toEqual([b, a, c, d])
    expect(keys(withQuestionMoved(rows, 1, 1))).toEqual([a, c, b, d])
    expect(keys(withQuestionMoved(rows, 0, -1))).toEqual([a, b, c, d])
    expect(keys(withQuestionMoved(rows, 3, 1))).toEqual([a, b, c, d])
    expect(keys(withoutQuestion(rows, b as string))).toEqual([a, c, d])
  })

  it('asks before removing a stored question only', () => {
    expect(removalNeedsConfirmation(emptyQuestion())).toBe(false)
    expect(removalNeedsConfirmation(topicDraft(topic([question({})])).questions[0] as never)).toBe(true)
  })

  it('tells a collapsed card what its details hold', () => {
    const row = { ...emptyQuestion(), webLink: 'example.org', sourceSolution: '/api/teacher/v1/files/x' }
    expect(questionExtras(row)).toEqual({ link: true, file: false, solution: false, sources: 1 })
    expect(questionExtras({ ...row, solutionType: SolutionType.text, solutionText: ' ' }).solution).toBe(
      false,
    )
    expect(questionExtras({ ...row, solutionType: SolutionType.link, solutionLink: 'a.ch' }).solution).toBe(
      true,
    )
  })
})
