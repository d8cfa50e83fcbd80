import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { syncModuleFiles } from './module-file-references'

/** What a grid change may do besides its own statements. */
export interface GridChange {
  tx: Db
  /** Brings the module's file links in line with its content; files nothing uses any more go. */
  syncFiles(moduleId: number): Promise<void>
  /** Files whose rows the change deleted itself (a removed module's). */
  filesDeleted(fileIds: string[]): void
}

/**
 * Runs a grid change in one transaction. The files it left unused are removed from the store only once
 * it has committed: a change that fails keeps its files, and a committed one never points at a file
 * already gone.
 */
export async function changeGrid<T>(ctx: AppContext, change: (grid: GridChange) => Promise<T>): Promise<T> {
  const unused: string[] = []
  const result = await ctx.db.transaction((tx) =>
    change({
      tx,
      syncFiles: async (moduleId) => {
        unused.push(...(await syncModuleFiles(tx, moduleId)))
      },
      filesDeleted: (fileIds) => {
        unused.push(...fileIds)
      },
    }),
  )
  await ctx.files.remove(unused)
  return result
}
