import type { Block } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blocks } from '../../db/schema'

const blockColumns = {
  id: blocks.id,
  name: blocks.name,
  description: blocks.description,
  order: blocks.order,
  module_id: blocks.moduleId,
}

export function listBlocks(db: Db, moduleId: number): Promise<Block[]> {
  return db.select(blockColumns).from(blocks).where(eq(blocks.moduleId, moduleId)).orderBy(asc(blocks.order))
}

export async function findBlock(db: Db, blockId: number): Promise<Block | undefined> {
  const [block] = await db.select(blockColumns).from(blocks).where(eq(blocks.id, blockId))
  return block
}

export async function insertBlock(
  tx: Db,
  input: { moduleId: number; name: string; description: string; order: number },
): Promise<Block> {
  const [block] = await tx.insert(blocks).values(input).returning(blockColumns)
  return block!
}

export async function updateBlock(
  tx: Db,
  blockId: number,
  fields: { name: string; description: string; order: number },
): Promise<Block> {
  const [block] = await tx.update(blocks).set(fields).where(eq(blocks.id, blockId)).returning(blockColumns)
  return block!
}

/** Its topics, questions, solutions and ratings go by cascade. */
export async function deleteBlock(tx: Db, blockId: number): Promise<void> {
  await tx.delete(blocks).where(eq(blocks.id, blockId))
}
