import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'
import { ZOwnReview, ZReviewComment, ZReviewRating, ZReviewTitle } from './review.schemas.ts'

/** POST /api/reviews. Strict: the author is the session's user, so a `userId` field is refused. */
export const ZCreateReviewRequest = z.strictObject({
  agentId: z.number().int().positive().max(MAX_DATABASE_ID, 'No such record').describe('The agent being reviewed.'),
  rating: ZReviewRating,
  title: ZReviewTitle,
  comment: ZReviewComment,
})
export type TCreateReviewRequest = z.infer<typeof ZCreateReviewRequest>

/** The same fields as an HTML form posts them (all text); the page action parses with this. */
export const ZReviewForm = z.object({
  rating: z.coerce.number().pipe(ZReviewRating),
  title: ZReviewTitle,
  comment: ZReviewComment,
})

export const ZCreateReviewResult = z.object({
  review: ZOwnReview,
  outcome: z.enum(['created', 'updated']).describe('updated: the member had reviewed this agent before; that review was edited.'),
  message: z.string().describe('What to tell the member ("Review Added", updated, or awaiting moderation).'),
})
export type TCreateReviewResult = z.infer<typeof ZCreateReviewResult>
