import { z } from 'zod'

const ZStarCount = z.number().int().min(0)

export const ZRatingStats = z.object({
  agentId: z.number().int(),
  averageRating: z.number().describe('Mean stars of the published reviews, two decimals; 0 without reviews.'),
  totalReviews: z.number().int().describe('Published reviews.'),
  ratingBreakdown: z
    .object({ 1: ZStarCount, 2: ZStarCount, 3: ZStarCount, 4: ZStarCount, 5: ZStarCount })
    .describe('Published reviews per number of stars.'),
})
export type TRatingStats = z.infer<typeof ZRatingStats>
