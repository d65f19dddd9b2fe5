import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviews } from '../../db/schema/index.ts'
import type { TOwnReview } from './review.schemas.ts'
import { toOwnReview } from './to-own-review.ts'

export type FindOwnReviewOptions = { userId: number; agentId: number }

/** The member's review of this agent (any status), or null: the form edits it when there is one. */
export async function findOwnReview({ userId, agentId }: FindOwnReviewOptions): Promise<TOwnReview | null> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.agentId, agentId), eq(reviews.userId, userId))).limit(1)

  return row ? toOwnReview(row) : null
}
