import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileChunks } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'

/** A file's pieces in `file_chunks` are this long, the last one shorter (decision 049). */
export const chunkBytes = 1024 * 1024

export async function insertChunk(tx: Db, fileId: string, seq: number, data: Buffer): Promise<void> {
  await tx.insert(fileChunks).values({ fileId, seq, data })
}

/** How many pieces the file has and their bytes together (read from the pieces' headers only). */
export async function chunkStats(db: Db, fileId: string): Promise<{ chunks: number; size: number }> {
  const result = await db.execute(sql`
    select count(*)::int as chunks, coalesce(sum(octet_length(data)), 0)::bigint as size
    from file_chunks where file_id = ${fileId}
  `)
  const [row] = resultRows<{ chunks: number; size: string | number }>(result)
  return { chunks: Number(row?.chunks ?? 0), size: Number(row?.size ?? 0) }
}

/** `length` bytes of piece `seq` from byte `within`; undefined when the piece is gone. */
export async function readChunkPart(
  db: Db,
  fileId: string,
  seq: number,
  within: number,
  length: number,
): Promise<Buffer | undefined> {
  const result = await db.execute(sql`
    select substring(data from ${within + 1}::int for ${length}::int) as part
    from file_chunks where file_id = ${fileId} and seq = ${seq}
  `)
  const [row] = resultRows<{ part: Uint8Array }>(result)
  if (!row) return undefined
  // node-postgres answers a Buffer, PGlite a Uint8Array: the same bytes, without copying them.
  return Buffer.isBuffer(row.part)
    ? row.part
    : Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength)
}

/** The ids of files that have pieces, after `afterId` in id order (for `files migrate`, in pages). */
export async function filesWithChunks(db: Db, afterId: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select file_id from file_chunks where seq = 0 and file_id > ${afterId} order by file_id limit ${limit}
  `)
  return resultRows<{ file_id: string }>(result).map((row) => row.file_id)
}

export async function deleteChunks(tx: Db, fileId: string): Promise<void> {
  await tx.execute(sql`delete from file_chunks where file_id = ${fileId}`)
}
