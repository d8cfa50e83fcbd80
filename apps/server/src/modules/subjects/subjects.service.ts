import {
  type Subject,
  type SubjectStoreBody,
  type SubjectUpdateBody,
  schoolMessages,
  TrashKind,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { subjectTokenIndex } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors'
import { sortGerman } from '../../lib/german-order'
import { moveToTrash } from '../trash/move-to-trash'
import {
  deleteOwnedSubject,
  insertSubject,
  listSubjects,
  lockOwnedSubject,
  updateOwnedSubject,
} from './subjects.repo'

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
 * The foreign key decides, so an event created at the same moment cannot slip through. Otherwise the
 * subject goes to the trash with its students' goals (decision 022); returns the trash item's id.
 */
export async function removeSubject(ctx: AppContext, teacherId: number, id: number): Promise<number> {
  const now = ctx.clock.now()
  try {
    return await ctx.db.transaction(async (tx) => {
      const subject = await lockOwnedSubject(tx, teacherId, id)
      if (!subject) throw new AppError('notFound')
      const trashed = await moveToTrash(tx, {
        ownerId: teacherId,
        kind: TrashKind.subject,
        title: subject.title,
        roots: [{ table: 'subjects', ids: [id] }],
        details: { module_name: null, group_name: null },
        now,
      })
      await deleteOwnedSubject(tx, teacherId, id)
      return trashed.id
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('conflict', schoolMessages.subjectInUse)
    throw error
  }
}
