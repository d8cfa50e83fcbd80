import {
  type Subject,
  type SubjectStoreBody,
  type SubjectUpdateBody,
  schoolMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { subjectTokenIndex } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors'
import { sortGerman } from '../../lib/german-order'
import { deleteOwnedSubject, insertSubject, listSubjects, updateOwnedSubject } from './subjects.repo'

// Another teacher's subject answers 404 like a missing one: its existence is not revealed.

export async function getSubjects(ctx: AppContext, teacherId: number): Promise<Subject[]> {
  return sortGerman(await listSubjects(ctx.db, teacherId), (subject) => subject.title)
}

/**
 * A Kürzel the teacher already uses for another subject (any case) is refused under the Kürzel field.
 * The unique index decides, so two requests at the same moment cannot both pass (decision 009).
 */
async function refusingTakenToken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isUniqueViolation(error, subjectTokenIndex))
      throw AppError.field('token', schoolMessages.subjectTokenTaken)
    throw error
  }
}

export function createSubject(ctx: AppContext, teacherId: number, input: SubjectStoreBody): Promise<Subject> {
  return refusingTakenToken(insertSubject(ctx.db, { teacherId, ...input, now: ctx.clock.now() }))
}

export async function updateSubject(ctx: AppContext, teacherId: number, input: SubjectUpdateBody) {
  const subject = await refusingTakenToken(
    updateOwnedSubject(ctx.db, teacherId, { ...input, now: ctx.clock.now() }),
  )
  if (!subject) throw new AppError('notFound')
  return subject
}

/**
 * Refused while homework, exams or module activations use the subject: their results would be lost.
 * The foreign key decides, so an event created at the same moment cannot slip through.
 */
export async function removeSubject(ctx: AppContext, teacherId: number, id: number): Promise<void> {
  let deleted: boolean
  try {
    deleted = await deleteOwnedSubject(ctx.db, teacherId, id)
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('conflict', schoolMessages.subjectInUse)
    throw error
  }
  if (!deleted) throw new AppError('notFound')
}
