import type { reviews } from '../../db/schema/index.ts'
import type { TReviewStatus } from './review-rules.ts'
import type { TOwnReview } from './review.schemas.ts'

type ReviewRow = Pick<typeof reviews.$inferSelect, 'id' | 'agentId' | 'rating' | 'title' | 'comment' | 'status' | 'verified' | 'createdAt' | 'updatedAt'>

/** A review row as its author sees it in the form. */
export function toOwnReview(row: ReviewRow): TOwnReview {
  return {
    id: row.id,
    agentId: row.agentId,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    status: row.status as TReviewStatus,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
