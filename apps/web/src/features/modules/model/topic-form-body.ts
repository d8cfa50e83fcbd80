import {
  type QuestionInput,
  type SolutionInput,
  SolutionType,
  type TopicStoreBody,
  type TopicUpdateBody,
  withLinkScheme,
} from '@lernraster/shared'
import { isApiError } from '../../../lib/api-error'
import type { QuestionDraft, TopicDraft } from './topic-form'
import {
  type FieldId,
  isEmptyRow,
  type Problems,
  type QuestionField,
  questionFieldId,
} from './topic-form-check'
import { failureText, type Shown, shownServerText } from './topic-form-messages'

function solutionInput(question: QuestionDraft): SolutionInput | null {
  switch (question.solutionType) {
    case SolutionType.text: {
      const content = question.solutionText.trim()
      return content === '' ? null : { content_type_id: SolutionType.text, content }
    }
    case SolutionType.link: {
      const content = withLinkScheme(question.solutionLink)
      return content === '' ? null : { content_type_id: SolutionType.link, content }
    }
    default:
      return question.solutionFile === null
        ? null
        : { content_type_id: SolutionType.file, content: question.solutionFile }
  }
}

function questionInput(question: QuestionDraft): QuestionInput {
  const file = question.linkKind === 'file' ? question.linkFile : null
  const webLink = question.linkKind === 'web' ? withLinkScheme(question.webLink) : ''
  return {
    ...(question.id === undefined ? {} : { id: question.id }),
    title: question.title.trim(),
    description: question.description.trim(),
    link: file ?? (webLink === '' ? null : webLink),
    is_local_link: file !== null,
    source_question: question.sourceQuestion,
    source_solution: question.sourceSolution,
    solution: solutionInput(question),
  }
}

/**
 * What the save sends, and which row each sent question came from (empty rows are left out, so the
 * server's `questions.2` need not be the third row on screen). The order is the position in the list.
 */
export function topicFields(draft: TopicDraft) {
  const rows = draft.questions.filter((question) => !isEmptyRow(question))
  return {
    fields: {
      title: draft.title.trim(),
      description: draft.description.trim(),
      topic_type_id: draft.topicTypeId,
      questions: rows.map(questionInput),
    },
    rowKeys: rows.map((question) => question.key),
  }
}

export function topicStoreBody(draft: TopicDraft, blockId: number, row: number) {
  const { fields, rowKeys } = topicFields(draft)
  const body: TopicStoreBody = { ...fields, block_id: blockId, order: row }
  return { body, rowKeys }
}

export function topicUpdateBody(draft: TopicDraft, topicId: number, row: number) {
  const { fields, rowKeys } = topicFields(draft)
  const body: TopicUpdateBody = { id: topicId, ...fields, order: row }
  return { body, rowKeys }
}

const topicFieldNames = new Set(['topic_type_id', 'title', 'description', 'questions'])
const questionFieldByName: Record<string, QuestionField> = {
  title: 'title',
  description: 'description',
  link: 'link',
  is_local_link: 'link',
  solution: 'solution',
  source_question: 'source_question',
  source_solution: 'source_solution',
}

/** The form field a server path (`questions.2.solution.content`) belongs to, if it has one. */
export function fieldOfServerPath(path: string, rowKeys: readonly string[]): FieldId | undefined {
  if (topicFieldNames.has(path)) return path as FieldId
  const match = /^questions\.(\d+)(?:\.([a-z_]+))?/.exec(path)
  if (!match) return undefined
  const key = rowKeys[Number(match[1])]
  if (key === undefined) return 'questions'
  return questionFieldId(key, questionFieldByName[match[2] ?? 'title'] ?? 'title')
}

/**
 * A failed save: the server's field messages (422 `errors`) under their fields; what belongs to no
 * field (a taken cell, a topic deleted meanwhile, no connection) as one message above the buttons.
 */
export function saveFailure(
  error: unknown,
  rowKeys: readonly string[],
): { problems: Problems; general?: Shown } {
  const problems: Problems = {}
  let general: Shown | undefined
  if (isApiError(error)) {
    for (const [path, messages] of Object.entries(error.errors)) {
      const message = messages[0]
      if (message === undefined) continue
      const field = fieldOfServerPath(path, rowKeys)
      if (field) problems[field] ??= shownServerText(message)
      else general ??= shownServerText(message)
    }
  }
  if (Object.keys(problems).length === 0 && general === undefined) general = failureText(error)
  return { problems, general }
}
