import { z } from 'zod'

export const ZVoteReviewRequest = z.strictObject({
  isHelpful: z.boolean().describe('true: helpful; false: not helpful. Voting again changes the vote.'),
})
export type TVoteReviewRequest = z.infer<typeof ZVoteReviewRequest>

export const ZReviewVoteResult = z.object({
  reviewId: z.number().int(),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  vote: z.enum(['helpful', 'not-helpful']).nullable().describe("The caller's vote now (null after withdrawing)."),
})
export type TReviewVoteResult = z.infer<typeof ZReviewVoteResult>
