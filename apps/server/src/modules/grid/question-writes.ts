import { ChangeKind, ChangeSubject } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { type Change, changesOf } from '../core/change-log'
import type { PlannedQuestion, PlannedSolution } from './question-plan'
import {
  deleteQuestions,
  deleteSolutions,
  insertQuestions,
  type StoredQuestion,
  saveSolutions,
  updateQuestions,
} from './questions.repo'

const sameSolution = (a: PlannedSolution | null, b: PlannedSolution | null) =>
  a === null || b === null ? a === b : a.contentTypeId === b.contentTypeId && a.content === b.content

const sameQuestion = (a: StoredQuestion, b: StoredQuestion) =>
  a.order === b.order &&
  a.title === b.title &&
  a.description === b.description &&
  a.link === b.link &&
  a.isLocalLink === b.isLocalLink &&
  a.sourceQuestion === b.sourceQuestion &&
  a.sourceSolution === b.sourceSolution &&
  sameSolution(a.solution, b.solution)

/**
 * Makes the topic's questions what the plan says, in a constant number of statements: deletes those
 * left out (their ratings go with them), updates those that changed (position included), inserts the
 * new ones, and creates, replaces or deletes their solutions. Returns the change records for it.
 */
export async function saveTopicQuestions(
  tx: Db,
  input: { topicId: number; planned: PlannedQuestion[]; stored: StoredQuestion[]; now: Date },
): Promise<Change[]> {
  const storedById = new Map(input.stored.map((question) => [question.id, question]))
  const kept = input.planned.filter((question): question is StoredQuestion => question.id !== undefined)
  const keptIds = new Set(kept.map((question) => question.id))
  const removed = input.stored.filter((question) => !keptIds.has(question.id))
  const changed = kept.filter((question) => !sameQuestion(question, storedById.get(question.id)!))
  const added = input.planned.filter((question) => question.id === undefined)

  await deleteQuestions(
    tx,
    removed.map((question) => question.id),
  )
  await updateQuestions(tx, changed)
  const addedIds = await insertQuestions(tx, input.topicId, added, input.now)

  const solutionChanged = changed.filter(
    (question) => !sameSolution(question.solution, storedById.get(question.id)!.solution),
  )
  await deleteSolutions(
    tx,
    solutionChanged.filter((question) => question.solution === null).map((question) => question.id),
  )
  await saveSolutions(tx, [
    ...solutionChanged.flatMap((question) =>
      question.solution ? [{ questionId: question.id, solution: question.solution }] : [],
    ),
    ...added.flatMap((question, index) =>
      question.solution ? [{ questionId: addedIds[index]!, solution: question.solution }] : [],
    ),
  ])

  const titles = (questions: { title: string }[]) => questions.map((question) => question.title)
  return [
    ...changesOf(ChangeSubject.question, ChangeKind.new, titles(added)),
    ...changesOf(ChangeSubject.question, ChangeKind.updated, titles(changed)),
    ...changesOf(ChangeSubject.question, ChangeKind.deleted, titles(removed)),
  ]
}
