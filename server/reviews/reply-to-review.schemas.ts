import { z } from 'zod'
import { ZOwnerReply, ZOwnerReplyText } from './review.schemas.ts'

export const ZReplyToReviewRequest = z.strictObject({
  text: ZOwnerReplyText.describe('The public reply. Sending it again replaces the earlier reply.'),
})
export type TReplyToReviewRequest = z.infer<typeof ZReplyToReviewRequest>

export const ZReplyToReviewResult = z.object({ reviewId: z.number().int(), ownerReply: ZOwnerReply })
export type TReplyToReviewResult = z.infer<typeof ZReplyToReviewResult>
