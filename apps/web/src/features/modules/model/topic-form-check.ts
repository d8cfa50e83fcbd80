import { gridLimits, moduleLimits, SolutionType, textProblem, withLinkScheme } from '@lernraster/shared'
import type { QuestionDraft, TopicDraft } from './topic-form'
import { hasContentBesidesTitle } from './topic-form'
import { type Shown, shownMessage } from './topic-form-messages'

export type TopicField = 'topic_type_id' | 'title' | 'description' | 'questions'
/** The question fields a message can stand under, named as the server names them. */
export const questionFields = [
  'title',
  'description',
  'link',
  'solution',
  'source_question',
  'source_solution',
] as const
export type QuestionField = (typeof questionFields)[number]

/** A field of the form: a topic field, or `<row key>/<question field>` for a question's. */
export type FieldId = TopicField | `${string}/${QuestionField}`
export const questionFieldId = (key: string, field: QuestionField): FieldId => `${key}/${field}`

export type Problems = Partial<Record<FieldId, Shown>>

const invalidCharacters: Shown = { key: 'messages.text.invalidCharacters' }

/** Only http and https, after http:// was put before a bare address (docs/stack.md "Safe links"). */
export function isWebLink(typed: string): boolean {
  const link = withLinkScheme(typed)
  if (link.length > moduleLimits.linkMax) return false
  try {
    const { protocol } = new URL(link)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * A row the save leaves out: a new row with no title and nothing else (docs/product/modules.md
 * "Topics and questions"). A stored question is never left out silently, even emptied: it goes only through
 * its delete button, which asks first, since its students' ratings go with it.
 */
export function isEmptyRow(question: QuestionDraft): boolean {
  return question.id === undefined && question.title.trim() === '' && !hasContentBesidesTitle(question)
}

function checkQuestion(question: QuestionDraft, problems: Problems) {
  const at = (field: QuestionField, shown: Shown) => {
    problems[questionFieldId(question.key, field)] ??= shown
  }
  const title = question.title.trim()
  // A row with content but no title: asked for, so nothing typed is dropped silently.
  if (title === '') at('title', shownMessage('questionTitleRequired'))
  const titleProblem = textProblem(title, { max: moduleLimits.questionTitleMax })
  if (titleProblem === 'tooLong') at('title', shownMessage('questionTitleTooLong'))
  else if (titleProblem) at('title', invalidCharacters)

  const description = question.description.trim()
  if (description === '') at('description', shownMessage('questionDescriptionRequired'))
  else if (textProblem(description, { max: moduleLimits.questionDescriptionMax, multiline: true })) {
    at('description', invalidCharacters)
  }
  if (question.linkKind === 'web' && question.webLink.trim() !== '' && !isWebLink(question.webLink)) {
    at('link', shownMessage('linkInvalid'))
  }
  if (question.solutionType === SolutionType.link) {
    const link = question.solutionLink.trim()
    if (link !== '' && !isWebLink(link)) at('solution', shownMessage('linkInvalid'))
  }
  if (question.solutionType === SolutionType.text) {
    const text = question.solutionText.trim()
    if (textProblem(text, { max: moduleLimits.solutionTextMax, multiline: true }))
      at('solution', invalidCharacters)
  }
}

/**
 * The rules of docs/product/modules.md "Topics and questions" with their texts, and the shared limits the
 * server checks (contracts/grid.ts), without loading zod into the screen; a test holds the two together.
 * Empty when the topic can be saved.
 */
export function checkTopic(draft: TopicDraft): Problems {
  const problems: Problems = {}
  const title = draft.title.trim()
  const titleProblem = textProblem(title, { max: moduleLimits.topicTitleMax })
  if (title === '') problems.title = shownMessage('topicTitleRequired')
  else if (titleProblem === 'tooLong') problems.title = shownMessage('topicTitleTooLong')
  else if (titleProblem) problems.title = invalidCharacters
  if (textProblem(draft.description.trim(), { max: moduleLimits.topicDescriptionMax, multiline: true })) {
    problems.description = invalidCharacters
  }
  const kept = draft.questions.filter((question) => !isEmptyRow(question))
  if (kept.length === 0) problems.questions = shownMessage('topicNeedsQuestion')
  else if (kept.length > gridLimits.maxQuestionsPerTopic)
    problems.questions = shownMessage('tooManyQuestions')
  for (const question of kept) checkQuestion(question, problems)
  return problems
}

/** Every field in the order the teacher reads them: the first broken one gets the cursor. */
export function fieldOrder(draft: TopicDraft): FieldId[] {
  const topicFields: FieldId[] = ['topic_type_id', 'title', 'description', 'questions']
  const rows = draft.questions.flatMap((question) =>
    questionFields.map((field) => questionFieldId(question.key, field)),
  )
  return [...topicFields, ...rows]
}

/**
 * Where the cursor goes for `problems`. "At least one question" has no input of its own: the cursor
 * goes to the first question's title, where the teacher starts typing one.
 */
export function firstBrokenField(draft: TopicDraft, problems: Problems): FieldId | undefined {
  const first = fieldOrder(draft).find((field) => problems[field] !== undefined)
  if (first !== 'questions') return first
  const firstRow = draft.questions[0]
  return firstRow ? questionFieldId(firstRow.key, 'title') : first
}
