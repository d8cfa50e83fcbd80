import type { StudentModule } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { inArchive } from '../core/archive-reads'
import { listModulesOfStudent } from './student-modules.repo'

/**
 * The student's modules: those of their current classes, then those of classes archived in earlier
 * school years with the progress read from the archive (decision 051): one statement, and one in a
 * read-only transaction, whatever the number of classes.
 */
export async function listStudentModules(ctx: AppContext, userId: number): Promise<StudentModule[]> {
  const current = await listModulesOfStudent(ctx.db, userId, 'current')
  const archived = await inArchive(ctx, (archive) => listModulesOfStudent(archive.db, userId, 'archived'))
  return [...current, ...archived]
}
