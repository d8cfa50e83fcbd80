import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config'
import { incomingDir, newFileId } from './file-store'

/**
 * The pieces of uploads on their way in (`FILES_DIR/.incoming/<owner>.<random>.part`, decision 047).
 * A piece names its teacher, so that it counts in that teacher's quota for as long as it exists: a
 * killed upload's piece cannot take disk space outside every quota. A running upload writes to its
 * piece with every chunk; the receiver gives up on one that receives nothing for
 * `uploadStallMinutes`, so a piece unwritten for longer than `pieceIdleMinutes` is nobody's.
 */
export const uploadStallMinutes = 10
export const pieceIdleMinutes = 15

/** The pieces this process is writing now; never removed, whatever their age. */
const running = new Set<string>()

/** A new piece for an upload of `ownerId`, marked running until `finished` is called. */
export function startPiece(config: Pick<Config, 'FILES_DIR'>, ownerId: number) {
  const piecePath = path.join(incomingDir(config), `${ownerId}.${newFileId()}.part`)
  running.add(piecePath)
  return { path: piecePath, finished: () => running.delete(piecePath) }
}

const ownerOf = (name: string): number | undefined => {
  const match = /^(\d+)\.[A-Za-z0-9_-]+\.part$/.exec(name)
  return match ? Number(match[1]) : undefined
}

async function pieces(config: Pick<Config, 'FILES_DIR'>) {
  const folder = incomingDir(config)
  const names = await readdir(folder).catch(() => [] as string[])
  return names.map((name) => ({ name, path: path.join(folder, name) }))
}

/** The bytes the teacher's pieces take on disk now, running ones included, `except` one of them. */
export async function pieceBytesOf(
  config: Pick<Config, 'FILES_DIR'>,
  ownerId: number,
  except?: string,
): Promise<number> {
  let total = 0
  for (const piece of await pieces(config)) {
    if (ownerOf(piece.name) !== ownerId || piece.path === except) continue
    const info = await stat(piece.path).catch(() => undefined)
    if (info?.isFile()) total += info.size
  }
  return total
}

/**
 * Removes the pieces no upload writes any more and answers how many went. This process's running
 * pieces always stay. `idleBefore`: only pieces last written before it go, for a folder another
 * instance may be writing to (PostgreSQL); without it every other piece goes (an embedded database's
 * folder belongs to this one process, decision 002).
 */
export async function removeLeftoverPieces(
  config: Pick<Config, 'FILES_DIR'>,
  idleBefore?: Date,
): Promise<number> {
  let removed = 0
  for (const piece of await pieces(config)) {
    if (running.has(piece.path)) continue
    const info = await stat(piece.path).catch(() => undefined)
    if (!info?.isFile() || (idleBefore && info.mtime >= idleBefore)) continue
    await rm(piece.path, { force: true })
    removed++
  }
  return removed
}

/** The moment before which a piece has been idle too long to belong to a running upload. */
export const idleSince = (now: Date) => new Date(now.getTime() - pieceIdleMinutes * 60_000)
