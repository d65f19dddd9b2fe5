import { Hono } from 'hono'
import { RATE_LIMITS } from '../../accounts/index.ts'
import { ZAgentIdParameters } from '../../catalogue/index.ts'
import {
  ZCreateReviewRequest,
  ZCreateReviewResult,
  ZFindReviewsQuery,
  ZFindReviewsResult,
  ZRatingStats,
  ZReplyToReviewRequest,
  ZReplyToReviewResult,
  ZReportReviewRequest,
  ZReportReviewResult,
  ZReviewIdParameters,
  ZReviewVoteResult,
  ZVoteReviewRequest,
  createOrUpdateReview,
  findReviews,
  getRatingStats,
  replyToReview,
  reportReview,
  voteReview,
  withdrawReviewVote,
} from '../../reviews/index.ts'
import { type AuthEnv, requireUserMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { publicCache } from '../public-cache.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Every member write counts against the account's write limit (30 a minute). */
const limitWrites = rateLimit(RATE_LIMITS.writePerAccount, { by: 'user' })

/** Reviews on the agent page. Anyone reads; members write, always as the session's user. */
export const reviewRoutes = new Hono<AuthEnv>()
  // GET /api/agents/:id/reviews – an agent's reviews, sorted and paginated
  .get('/agents/:id/reviews', publicCache(), validate('param', ZAgentIdParameters), validate('query', ZFindReviewsQuery), async (c) =>
    c.json(await findReviews({ agentId: c.req.valid('param').id, viewerId: c.var.user?.id ?? null, ...c.req.valid('query') })),
  )
  // GET /api/agents/:id/rating-stats – average, count and 1–5 breakdown of the published reviews
  .get('/agents/:id/rating-stats', publicCache(), validate('param', ZAgentIdParameters), async (c) =>
    c.json(await getRatingStats({ agentId: c.req.valid('param').id })),
  )
  // POST /api/reviews – write a review, or edit one's earlier review of the same agent
  .post('/reviews', requireUserMiddleware, limitWrites, validate('json', ZCreateReviewRequest), async (c) => {
    const result = await createOrUpdateReview({ ...c.req.valid('json'), userId: c.var.user.id })

    return c.json(result, result.outcome === 'created' ? 201 : 200)
  })
  // POST /api/reviews/:id/vote – helpful or not helpful; voting again changes the vote
  .post('/reviews/:id/vote', requireUserMiddleware, limitWrites, validate('param', ZReviewIdParameters), validate('json', ZVoteReviewRequest), async (c) =>
    c.json(await voteReview({ reviewId: c.req.valid('param').id, userId: c.var.user.id, ...c.req.valid('json') })),
  )
  // DELETE /api/reviews/:id/vote – withdraw one's vote
  .delete('/reviews/:id/vote', requireUserMiddleware, limitWrites, validate('param', ZReviewIdParameters), async (c) =>
    c.json(await withdrawReviewVote({ reviewId: c.req.valid('param').id, userId: c.var.user.id })),
  )
  // POST /api/reviews/:id/report – flag a review for the moderators, once per member
  .post('/reviews/:id/report', requireUserMiddleware, limitWrites, validate('param', ZReviewIdParameters), validate('json', ZReportReviewRequest), async (c) =>
    c.json(await reportReview({ reviewId: c.req.valid('param').id, userId: c.var.user.id, ...c.req.valid('json') }), 201),
  )
  // POST /api/reviews/:id/reply – the agent owner's public reply (sending again edits it)
  .post('/reviews/:id/reply', requireUserMiddleware, limitWrites, validate('param', ZReviewIdParameters), validate('json', ZReplyToReviewRequest), async (c) =>
    c.json(await replyToReview({ reviewId: c.req.valid('param').id, userId: c.var.user.id, ...c.req.valid('json') })),
  )

const TAGS = ['Reviews']
const UNAUTHORIZED = { description: 'Not signed in.', schema: ZApiError }
const RATE_LIMITED = { description: 'Too many writes from this account; Retry-After says when to try again.', schema: ZApiError }
const REVIEW_NOT_FOUND = { description: 'No published review has this id.', schema: ZApiError }

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents/{id}/reviews',
  summary: "An agent's reviews",
  description: 'Published reviews, one page at a time. A signed-in member also gets their own review whatever its status, first, and their votes and reports on each review.',
  tags: TAGS,
  pathParameters: ZAgentIdParameters,
  query: ZFindReviewsQuery,
  isCacheable: true,
  responses: {
    200: { description: 'A page of reviews and the total.', schema: ZFindReviewsResult },
    400: { description: 'A malformed id or query parameter.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents/{id}/rating-stats',
  summary: "An agent's rating summary",
  description: 'Average stars, number of reviews and the count per star of the published reviews; the same figures as the agent\'s averageRating and totalRatings.',
  tags: TAGS,
  pathParameters: ZAgentIdParameters,
  isCacheable: true,
  responses: {
    200: { description: 'The summary.', schema: ZRatingStats },
    404: { description: 'No active agent has this id.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/reviews',
  summary: 'Write or edit a review',
  description:
    "Signed-in members only; the author is the session's user (a userId field is refused). One review per member per agent: a second submission edits the first. The owner of an agent cannot review it. The same text posted on several other agents is held for moderation.",
  tags: TAGS,
  requestBody: ZCreateReviewRequest,
  responses: {
    201: { description: 'Review created.', schema: ZCreateReviewResult },
    200: { description: "The member's earlier review was edited.", schema: ZCreateReviewResult },
    400: { description: 'A missing, too short or unknown field; the message names it.', schema: ZApiError },
    401: UNAUTHORIZED,
    403: { description: 'The caller owns this agent.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/reviews/{id}/vote',
  summary: 'Vote a review helpful or not',
  description: 'One vote per member per review; voting again changes it. Not on one\'s own review.',
  tags: TAGS,
  pathParameters: ZReviewIdParameters,
  requestBody: ZVoteReviewRequest,
  responses: {
    200: { description: "The review's counts and the caller's vote.", schema: ZReviewVoteResult },
    400: { description: 'A malformed id or body.', schema: ZApiError },
    401: UNAUTHORIZED,
    403: { description: "The caller wrote this review.", schema: ZApiError },
    404: REVIEW_NOT_FOUND,
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'delete',
  path: '/api/reviews/{id}/vote',
  summary: 'Withdraw a vote',
  tags: TAGS,
  pathParameters: ZReviewIdParameters,
  responses: {
    200: { description: "The review's counts; the caller's vote is now null.", schema: ZReviewVoteResult },
    401: UNAUTHORIZED,
    404: REVIEW_NOT_FOUND,
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/reviews/{id}/report',
  summary: 'Report a review',
  description: 'Sends the review to the admins\' moderation queue. Once per member per review.',
  tags: TAGS,
  pathParameters: ZReviewIdParameters,
  requestBody: ZReportReviewRequest,
  responses: {
    201: { description: 'Report received.', schema: ZReportReviewResult },
    400: { description: 'An unknown reason or a note that is too long.', schema: ZApiError },
    401: UNAUTHORIZED,
    403: { description: 'The caller wrote this review.', schema: ZApiError },
    404: REVIEW_NOT_FOUND,
    409: { description: 'The caller already reported this review.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/reviews/{id}/reply',
  summary: "Reply to a review as the agent's owner",
  description: 'One public reply per review; sending again replaces it.',
  tags: TAGS,
  pathParameters: ZReviewIdParameters,
  requestBody: ZReplyToReviewRequest,
  responses: {
    200: { description: 'The reply as shown.', schema: ZReplyToReviewResult },
    400: { description: 'A reply that is too short or too long.', schema: ZApiError },
    401: UNAUTHORIZED,
    403: { description: 'The caller does not own the reviewed agent.', schema: ZApiError },
    404: REVIEW_NOT_FOUND,
    429: RATE_LIMITED,
  },
})
