import type { Subject } from '@lernraster/shared'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { subjects } from '../../db/schema'

const subjectColumns = { id: subjects.id, title: subjects.title, token: subjects.token }
const ownedBy = (teacherId: number, id: number) => and(eq(subjects.id, id), eq(subjects.teacherId, teacherId))

// Every screen of the teacher app asks for the subjects (the menu lists them): prepared.
const listSubjectsStatement = preparedPerDatabase((db) =>
  db
    .select(subjectColumns)
    .from(subjects)
    .where(eq(subjects.teacherId, sql.placeholder('teacherId')))
    .orderBy(asc(subjects.id))
    .prepare('list_subjects'),
)

/** In creation order; the service sorts them for German readers. */
export function listSubjects(db: Db, teacherId: number): Promise<Subject[]> {
  return listSubjectsStatement(db).execute({ teacherId })
}

export async function findOwnedSubject(db: Db, teacherId: number, id: number): Promise<Subject | undefined> {
  const [subject] = await db.select(subjectColumns).from(subjects).where(ownedBy(teacherId, id))
  return subject
}

export async function insertSubject(
  db: Db,
  input: { teacherId: number; title: string; token: string; now: Date },
): Promise<Subject> {
  const [subject] = await db
    .insert(subjects)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .returning(subjectColumns)
  return subject!
}

/** Undefined when the subject is not the teacher's (or does not exist). */
export async function updateOwnedSubject(
  db: Db,
  teacherId: number,
  changes: { id: number; title: string; token: string; now: Date },
): Promise<Subject | undefined> {
  const [subject] = await db
    .update(subjects)
    .set({ title: changes.title, token: changes.token, updatedAt: changes.now })
    .where(ownedBy(teacherId, changes.id))
    .returning(subjectColumns)
  return subject
}

export async function deleteOwnedSubject(db: Db, teacherId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(subjects).where(ownedBy(teacherId, id)).returning({ id: subjects.id })
  return deleted.length > 0
}

/** The teacher's subject, locked until the transaction ends (a removal moving it to the trash). */
export async function lockOwnedSubject(db: Db, teacherId: number, id: number): Promise<Subject | undefined> {
  const [subject] = await db.select(subjectColumns).from(subjects).where(ownedBy(teacherId, id)).for('update')
  return subject
}
