import type { Db } from '../../db/client'
import { generalFeedbacks } from '../../db/schema'

export async function insertGeneralFeedback(
  db: Db,
  input: { userId: number; type: string; content: string; now: Date },
): Promise<void> {
  await db.insert(generalFeedbacks).values({
    userId: input.userId,
    type: input.type,
    content: input.content,
    createdAt: input.now,
  })
}
