import { Hono } from 'hono'
import { ZModerateReviewResult, ZModerationQueue, ZModerationQueueQuery, ZReviewIdParameters, findModerationQueue, hideReview, restoreReview } from '../../reviews/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { validate } from '../validate.ts'

/** Admin: review moderation. Hidden reviews leave the agent's average in the same transaction. */
export const adminReviewRoutes = new Hono<AuthEnv>()
  // GET /api/admin/reviews/queue – held and reported reviews (or the hidden ones)
  .get('/admin/reviews/queue', requireAdminMiddleware, validate('query', ZModerationQueueQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await findModerationQueue(c.req.valid('query')))
  })
  // POST /api/admin/reviews/:id/hide – hide a review; its reports are resolved
  .post('/admin/reviews/:id/hide', requireAdminMiddleware, validate('param', ZReviewIdParameters), async (c) =>
    c.json(await hideReview({ adminId: c.var.user.id, reviewId: c.req.valid('param').id, actor: c.var.user })),
  )
  // POST /api/admin/reviews/:id/restore – publish a hidden, held or reported review
  .post('/admin/reviews/:id/restore', requireAdminMiddleware, validate('param', ZReviewIdParameters), async (c) =>
    c.json(await restoreReview({ adminId: c.var.user.id, reviewId: c.req.valid('param').id, actor: c.var.user })),
  )

const TAGS = ['Reviews']
const ADMIN_ONLY = {
  401: { description: 'Not signed in.', schema: ZApiError },
  403: { description: 'Signed in, but not an admin.', schema: ZApiError },
}

registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/reviews/queue',
  summary: 'Review moderation queue',
  description: 'Admins only. The open view: held reviews and reviews with unresolved reports, most reported first. The hidden view: hidden reviews, to restore.',
  tags: TAGS,
  query: ZModerationQueueQuery,
  responses: { 200: { description: 'The queue.', schema: ZModerationQueue }, 400: { description: 'A malformed query parameter.', schema: ZApiError }, ...ADMIN_ONLY },
})

for (const [action, summary] of [
  ['hide', 'Hide a review: it leaves the page and the average at once'],
  ['restore', 'Publish a review: restore a hidden one, approve a held one, keep a reported one'],
] as const) {
  registerOpenApiOperation({
    method: 'post',
    path: `/api/admin/reviews/{id}/${action}`,
    summary,
    description: "Admins only. Resolves the review's open reports and returns the agent's recomputed rating.",
    tags: TAGS,
    pathParameters: ZReviewIdParameters,
    responses: {
      200: { description: 'The review\'s status and the agent\'s rating now.', schema: ZModerateReviewResult },
      404: { description: 'No review has this id.', schema: ZApiError },
      ...ADMIN_ONLY,
    },
  })
}
