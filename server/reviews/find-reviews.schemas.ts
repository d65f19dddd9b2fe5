import { z } from 'zod'
import { REVIEW_SORTS, REVIEWS_DEFAULT_LIMIT, REVIEWS_MAX_LIMIT } from './review-rules.ts'
import { ZReview } from './review.schemas.ts'

export const ZFindReviewsQuery = z.strictObject({
  sort: z
    .enum(REVIEW_SORTS)
    .default('helpful')
    .describe('helpful: most helpful votes first (default); newest; highest: most stars first; lowest: fewest stars first.'),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_LIMIT).default(REVIEWS_DEFAULT_LIMIT).describe(`Page size, 1 to ${REVIEWS_MAX_LIMIT}.`),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('How many reviews to skip.'),
})
export type TFindReviewsQuery = z.input<typeof ZFindReviewsQuery>
export type TFindReviewsFilters = z.output<typeof ZFindReviewsQuery>

export const ZFindReviewsResult = z.object({
  reviews: z.array(ZReview),
  total: z.number().int().describe('Reviews the caller can see: the published ones, plus their own if it is held or hidden.'),
  sort: z.enum(REVIEW_SORTS),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type TFindReviewsResult = z.infer<typeof ZFindReviewsResult>
