import type { ChangeKindName, ChangeSubjectName } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { moduleChanges } from '../../db/schema'

/**
 * The change records of a module (docs/product/modules.md "Change records"), written by the owner's changes
 * in the same transaction, so a record exists exactly when its change does. The feed of shared and bought
 * modules (issue 12) reads them. A removed module takes its records with it.
 */

export interface Change {
  subject: ChangeSubjectName
  kind: ChangeKindName
  /** The name of what changed as it reads after the change (before it, for a deletion). */
  name: string
}

export interface ChangeAuthor {
  moduleId: number
  userId: number
  now: Date
}

/** One statement for all of a request's changes; nothing when there are none. */
export async function recordChanges(tx: Db, author: ChangeAuthor, changes: Change[]): Promise<void> {
  if (changes.length === 0) return
  await tx.insert(moduleChanges).values(
    changes.map((change) => ({
      moduleId: author.moduleId,
      userId: author.userId,
      createdAt: author.now,
      subject: change.subject,
      kind: change.kind,
      name: change.name,
    })),
  )
}

export const changesOf = (
  subject: ChangeSubjectName,
  kind: ChangeKindName,
  names: readonly string[],
): Change[] => names.map((name) => ({ subject, kind, name }))
