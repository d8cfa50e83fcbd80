import {
  defaultSolutionType,
  defaultTopicTypeId,
  gridLimits,
  type Question,
  SolutionType,
  type SolutionTypeId,
  type Topic,
} from '@lernraster/shared'

/** A question's link is a web address the teacher types, or a file uploaded for it (`is_local_link`). */
export type LinkKind = 'web' | 'file'

/**
 * One question row of the topic dialog as the teacher edits it. Each kind of solution keeps its own
 * value, so switching between text, file and link loses nothing typed; only the chosen one is sent.
 */
export interface QuestionDraft {
  /** Stable across moves, for React and for messages; an existing question's id is in it. */
  key: string
  id?: number
  title: string
  description: string
  linkKind: LinkKind
  webLink: string
  /** The stored path of an uploaded link file. */
  linkFile: string | null
  solutionType: SolutionTypeId
  solutionText: string
  solutionLink: string
  solutionFile: string | null
  sourceQuestion: string | null
  sourceSolution: string | null
}

export interface TopicDraft {
  topicTypeId: number
  title: string
  description: string
  questions: QuestionDraft[]
}

let newRows = 0

export function emptyQuestion(): QuestionDraft {
  newRows += 1
  return {
    key: `new-${newRows}`,
    title: '',
    description: '',
    linkKind: 'web',
    webLink: '',
    linkFile: null,
    solutionType: defaultSolutionType,
    solutionText: '',
    solutionLink: '',
    solutionFile: null,
    sourceQuestion: null,
    sourceSolution: null,
  }
}

function questionDraft(question: Question): QuestionDraft {
  const local = question.is_local_link && question.link !== null
  const solution = question.solution
  const solutionType = (solution?.content_type_id ?? defaultSolutionType) as SolutionTypeId
  const solutionOf = (type: SolutionTypeId) =>
    solution && solution.content_type_id === type ? solution.content : ''
  return {
    key: `question-${question.id}`,
    id: question.id,
    title: question.title,
    description: question.description,
    linkKind: local ? 'file' : 'web',
    webLink: local ? '' : (question.link ?? ''),
    linkFile: local ? question.link : null,
    solutionType,
    solutionText: solutionOf(SolutionType.text),
    solutionLink: solutionOf(SolutionType.link),
    solutionFile: solutionOf(SolutionType.file) || null,
    sourceQuestion: question.source_question,
    sourceSolution: question.source_solution,
  }
}

/**
 * The form's start: the topic as stored, or a new topic of the default type with 4 empty rows
 * (docs/product/modules.md "Topics and questions").
 */
export function topicDraft(topic?: Topic): TopicDraft {
  const questions = topic ? [...topic.questions].sort((a, b) => a.order - b.order).map(questionDraft) : []
  return {
    topicTypeId: topic?.topic_type_id ?? defaultTopicTypeId,
    title: topic?.title ?? '',
    description: topic?.description ?? '',
    questions:
      questions.length > 0
        ? questions
        : Array.from({ length: gridLimits.initialQuestionRows }, emptyQuestion),
  }
}

/** The plus button: one empty row more, up to the most a topic holds. */
export function canAddQuestion(questions: readonly QuestionDraft[]): boolean {
  return questions.length < gridLimits.maxQuestionsPerTopic
}

export function withQuestionAdded(questions: readonly QuestionDraft[]): QuestionDraft[] {
  return canAddQuestion(questions) ? [...questions, emptyQuestion()] : [...questions]
}

/** Up (-1) or down (+1); at either end nothing moves. */
export function withQuestionMoved(
  questions: readonly QuestionDraft[],
  index: number,
  step: -1 | 1,
): QuestionDraft[] {
  const target = index + step
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length)
    return [...questions]
  const moved = [...questions]
  ;[moved[index], moved[target]] = [moved[target] as QuestionDraft, moved[index] as QuestionDraft]
  return moved
}

export function withoutQuestion(questions: readonly QuestionDraft[], key: string): QuestionDraft[] {
  return questions.filter((question) => question.key !== key)
}

/**
 * A stored question takes its students' ratings with it when it goes, so its removal is confirmed
 * (docs/product/modules.md "Topics and questions"); a new row holds nothing and simply goes.
 */
export function removalNeedsConfirmation(question: QuestionDraft): boolean {
  return question.id !== undefined
}

/** Everything but the title: a row holding any of it is not an empty row. */
export function hasContentBesidesTitle(question: QuestionDraft): boolean {
  return (
    question.description.trim() !== '' ||
    question.webLink.trim() !== '' ||
    question.linkFile !== null ||
    question.solutionText.trim() !== '' ||
    question.solutionLink.trim() !== '' ||
    question.solutionFile !== null ||
    question.sourceQuestion !== null ||
    question.sourceSolution !== null
  )
}

/** What a collapsed card tells about its details, so nothing attached is out of sight unnoticed. */
export function questionExtras(question: QuestionDraft) {
  const solution =
    (question.solutionType === SolutionType.text && question.solutionText.trim() !== '') ||
    (question.solutionType === SolutionType.link && question.solutionLink.trim() !== '') ||
    (question.solutionType === SolutionType.file && question.solutionFile !== null)
  return {
    link: question.linkKind === 'web' && question.webLink.trim() !== '',
    file: question.linkKind === 'file' && question.linkFile !== null,
    solution,
    sources: (question.sourceQuestion ? 1 : 0) + (question.sourceSolution ? 1 : 0),
  }
}
