import { z } from 'zod'
import { ZAgentRating, ZReviewStatus } from './review.schemas.ts'

export const ZModerateReviewResult = z.object({
  reviewId: z.number().int(),
  status: ZReviewStatus,
  agentId: z.number().int(),
  agentRating: ZAgentRating.describe("The agent's aggregate after the change."),
})
export type TModerateReviewResult = z.infer<typeof ZModerateReviewResult>
