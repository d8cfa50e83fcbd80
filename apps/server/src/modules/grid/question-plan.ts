import {
  FileKind,
  type FileKindName,
  gridLimits,
  moduleMessages,
  type questionInput,
  SolutionType,
  type SolutionTypeId,
  webLink,
} from '@lernraster/shared'
import type { z } from 'zod'
import { AppError, type FieldErrors } from '../../lib/app-error'
import { fileIdOf, storedPath } from '../core/file-store'

// The questions of a topic as the dialog sends them, turned into what is stored
// (docs/product/modules.md "Topics and questions"):
// pure rules, no database. Field names are those of the request (`questions.2.title`), as zod names
// its own findings, so the dialog shows every message under its field.

export type QuestionBody = z.output<typeof questionInput>

export interface PlannedSolution {
  contentTypeId: SolutionTypeId
  content: string
}

export interface PlannedQuestion {
  /** Set for a question of the topic that is kept. */
  id: number | undefined
  /** The position among the kept questions, from 1. */
  order: number
  title: string
  description: string
  link: string | null
  isLocalLink: boolean
  sourceQuestion: string | null
  sourceSolution: string | null
  solution: PlannedSolution | null
}

/** A stored file a question names, and what kind of upload it must be. */
export interface FileUse {
  field: string
  fileId: string
  kind: FileKindName
}

export interface QuestionPlan {
  questions: PlannedQuestion[]
  files: FileUse[]
}

class FieldErrorList {
  private readonly errors = new Map<string, string[]>()
  add(field: string, message: string): void {
    this.errors.set(field, [...(this.errors.get(field) ?? []), message])
  }
  throwIfAny(): void {
    if (this.errors.size === 0) return
    const errors: FieldErrors = Object.fromEntries(this.errors)
    throw new AppError('validation', undefined, errors)
  }
}

const hasContent = (input: QuestionBody) =>
  input.description !== '' ||
  (input.link ?? '').trim() !== '' ||
  input.source_question !== null ||
  input.source_solution !== null ||
  input.solution !== null

/**
 * Which questions the topic keeps, in which order, with their normalised links and the files they
 * name. A row without title and without anything else is an empty row of the dialog and is dropped
 * (for a question of the topic that means deleted); one that holds something asks for its title, so
 * nothing typed is lost silently. `topicQuestionIds` are the ids of the topic's questions now.
 * Throws one 422 with every field error found.
 */
export function planQuestions(inputs: QuestionBody[], topicQuestionIds: ReadonlySet<number>): QuestionPlan {
  const errors = new FieldErrorList()
  const questions: PlannedQuestion[] = []
  const files: FileUse[] = []
  const seenIds = new Set<number>()
  inputs.forEach((input, index) => {
    const field = (name: string) => `questions.${index}.${name}`
    if (input.title === '') {
      if (hasContent(input)) errors.add(field('title'), moduleMessages.questionTitleRequired)
      return
    }
    if (input.description === '') errors.add(field('description'), moduleMessages.questionDescriptionRequired)
    if (input.id !== undefined) {
      if (!topicQuestionIds.has(input.id) || seenIds.has(input.id))
        errors.add(field('id'), moduleMessages.questionNotInTopic)
      seenIds.add(input.id)
    }
    const link = plannedLink(input, field('link'), errors, files)
    const fileOf = (path: string | null, name: string, kind: FileKindName) => {
      const fileId = fileIdOf(path)
      if (fileId) files.push({ field: field(name), fileId, kind })
    }
    fileOf(input.source_question, 'source_question', FileKind.source)
    fileOf(input.source_solution, 'source_solution', FileKind.source)
    if (input.solution?.content_type_id === SolutionType.file)
      fileOf(input.solution.content, 'solution.content', FileKind.content)
    questions.push({
      id: input.id,
      order: questions.length + 1,
      title: input.title,
      description: input.description,
      ...link,
      sourceQuestion: input.source_question,
      sourceSolution: input.source_solution,
      solution: input.solution && {
        contentTypeId: input.solution.content_type_id,
        content: input.solution.content,
      },
    })
  })
  if (questions.length === 0) errors.add('questions', moduleMessages.topicNeedsQuestion)
  if (questions.length > gridLimits.maxQuestionsPerTopic)
    errors.add('questions', moduleMessages.tooManyQuestions)
  errors.throwIfAny()
  return { questions, files }
}

/**
 * A question's link: an uploaded file's stored path when `is_local_link`, else a web address with
 * http:// added to a bare one (docs/product/modules.md "Topics and questions"). Nothing typed is no link.
 */
function plannedLink(
  input: QuestionBody,
  field: string,
  errors: FieldErrorList,
  files: FileUse[],
): { link: string | null; isLocalLink: boolean } {
  const typed = (input.link ?? '').trim()
  if (typed === '') return { link: null, isLocalLink: false }
  if (input.is_local_link) {
    const fileId = fileIdOf(typed)
    if (!fileId) {
      errors.add(field, moduleMessages.fileUnknown)
      return { link: null, isLocalLink: false }
    }
    files.push({ field, fileId, kind: FileKind.content })
    return { link: storedPath(fileId), isLocalLink: true }
  }
  const web = webLink.safeParse(typed)
  if (!web.success) errors.add(field, moduleMessages.linkInvalid)
  return { link: web.success ? web.data : null, isLocalLink: false }
}
