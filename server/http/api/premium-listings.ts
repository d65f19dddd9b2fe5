import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { RATE_LIMITS, type TSessionUser } from '../../accounts/index.ts'
import { ZAgentIdParameters } from '../../catalogue/index.ts'
import {
  CONTACT_SENT_MESSAGE,
  NOT_A_BUILDER_MESSAGE,
  ZAnalyticsQuery,
  ZContactBuilderRequest,
  ZContactBuilderResult,
  ZDeletePremiumListingResult,
  ZFindInquiriesQuery,
  ZInquiry,
  ZInquiryIdParameters,
  ZInquiryList,
  ZListingAnalytics,
  ZListingIdParameters,
  ZPremiumListingList,
  ZReplyToInquiryRequest,
  ZSavePremiumListingRequest,
  ZSavePremiumListingResult,
  ZSetInquiryStatusRequest,
  createInquiry,
  deletePremiumListing,
  findInquiries,
  findListingAnalytics,
  findPremiumListings,
  formatAnalyticsCsv,
  getInquiry,
  isBuilder,
  replyToInquiry,
  savePremiumListing,
  setInquiryStatus,
} from '../../listings/index.ts'
import { AppError } from '../../shared/errors.ts'
import type { AuthEnv } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Builders only: 401 for visitors, 403 for members (and admins) who own no listing. */
const requireBuilderMiddleware = createMiddleware<{ Variables: { user: TSessionUser } }>(async (c, next) => {
  const user = c.get('user')
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.')
  if (!(await isBuilder({ userId: user.id }))) throw new AppError('FORBIDDEN', NOT_A_BUILDER_MESSAGE)

  return next()
})

const limitWrites = rateLimit(RATE_LIMITS.writePerAccount, { by: 'user' })

/** The builder's dashboard over JSON: listings, analytics, inquiries; and the public contact form. */
export const premiumListingRoutes = new Hono<AuthEnv>()
  // GET /api/premium/listings – every agent the builder owns, with premium state and totals
  .get('/premium/listings', requireBuilderMiddleware, async (c) => c.json({ listings: await findPremiumListings({ userId: c.var.user.id }) }))
  // POST /api/premium/listings – make one of one's agents a premium listing (or edit it)
  .post('/premium/listings', requireBuilderMiddleware, limitWrites, validate('json', ZSavePremiumListingRequest), async (c) => {
    const result = await savePremiumListing({ ...c.req.valid('json'), userId: c.var.user.id })
    const message = result.isNew ? 'Premium listing created successfully' : 'Premium listing updated successfully'

    return c.json({ message, listing: result.listing }, result.isNew ? 201 : 200)
  })
  // DELETE /api/premium/listings/:id – end the premium listing of an agent (the agent stays the builder's)
  .delete('/premium/listings/:id', requireBuilderMiddleware, limitWrites, validate('param', ZListingIdParameters), async (c) =>
    c.json({ message: 'Listing deleted successfully', listing: await deletePremiumListing({ userId: c.var.user.id, agentId: c.req.valid('param').id }) }),
  )
  // GET /api/premium/analytics – daily views, clicks, contact forms and unique visitors
  .get('/premium/analytics', requireBuilderMiddleware, validate('query', ZAnalyticsQuery), async (c) =>
    c.json(await findListingAnalytics({ userId: c.var.user.id, ...c.req.valid('query') })),
  )
  // GET /api/premium/analytics.csv – the same figures as a CSV download
  .get('/premium/analytics.csv', requireBuilderMiddleware, validate('query', ZAnalyticsQuery), async (c) => {
    const query = c.req.valid('query')
    const analytics = await findListingAnalytics({ userId: c.var.user.id, ...query })
    const name = `agent-atlas-analytics-${query.agentId ?? 'all'}-${query.days}-days.csv`

    return c.body(formatAnalyticsCsv(analytics), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    })
  })
  // GET /api/premium/inquiries – the builder's inbox (or archive) and unread count
  .get('/premium/inquiries', requireBuilderMiddleware, validate('query', ZFindInquiriesQuery), async (c) =>
    c.json(await findInquiries({ builderUserId: c.var.user.id, archived: c.req.valid('query').archived })),
  )
  // GET /api/premium/inquiries/:id – one of the builder's inquiries (reading does not change its status)
  .get('/premium/inquiries/:id', requireBuilderMiddleware, validate('param', ZInquiryIdParameters), async (c) =>
    c.json(await getInquiry({ inquiryId: c.req.valid('param').id, builderUserId: c.var.user.id })),
  )
  // POST /api/premium/inquiries/:id/status – mark read or unread, archive
  .post('/premium/inquiries/:id/status', requireBuilderMiddleware, limitWrites, validate('param', ZInquiryIdParameters), validate('json', ZSetInquiryStatusRequest), async (c) =>
    c.json(await setInquiryStatus({ inquiryId: c.req.valid('param').id, builderUserId: c.var.user.id, status: c.req.valid('json').status })),
  )
  // POST /api/premium/inquiries/:id/reply – mail a reply to the sender, recorded on the inquiry
  .post('/premium/inquiries/:id/reply', requireBuilderMiddleware, limitWrites, validate('param', ZInquiryIdParameters), validate('json', ZReplyToInquiryRequest), async (c) =>
    c.json(await replyToInquiry({ inquiryId: c.req.valid('param').id, builderUserId: c.var.user.id, message: c.req.valid('json').message })),
  )
  // POST /api/agents/:id/inquiries – "Contact the builder" (anyone; only agents with an owner)
  .post(
    '/agents/:id/inquiries',
    rateLimit(RATE_LIMITS.contactPerAddress, { by: 'address' }),
    validate('param', ZAgentIdParameters),
    validate('json', ZContactBuilderRequest),
    async (c) => {
      await createInquiry({ agentId: c.req.valid('param').id, ...c.req.valid('json') })

      return c.json({ message: CONTACT_SENT_MESSAGE }, 201)
    },
  )

const TAGS = ['Builder dashboard']
const UNAUTHORIZED = { description: 'Not signed in.', schema: ZApiError }
const NOT_BUILDER = { description: 'The caller owns no listing (only builders have a dashboard).', schema: ZApiError }
const INQUIRY_NOT_FOUND = { description: "No inquiry with this id in the caller's inbox.", schema: ZApiError }
const RATE_LIMITED = { description: 'Too many writes; Retry-After says when to try again.', schema: ZApiError }

registerOpenApiOperation({
  method: 'get',
  path: '/api/premium/listings',
  summary: "The builder's listings",
  description: 'Every agent the caller owns, with its premium state (priority, featured until) and all-time views, clicks and contact forms. A listing id is its agent id.',
  tags: TAGS,
  responses: { 200: { description: 'The listings.', schema: ZPremiumListingList }, 401: UNAUTHORIZED, 403: NOT_BUILDER },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/premium/listings',
  summary: 'Create or edit a premium listing',
  description:
    "Makes one of the caller's agents a premium listing: priority 0–1000 (default 100), featured until the given date or, when empty (null), the end of the paid period. Needs an active Premium Listing subscription. Sending it again for the same agent edits it.",
  tags: TAGS,
  requestBody: ZSavePremiumListingRequest,
  responses: {
    201: { description: "'Premium listing created successfully'.", schema: ZSavePremiumListingResult },
    200: { description: 'The premium listing was edited.', schema: ZSavePremiumListingResult },
    400: { description: 'A missing agent id, a priority outside 0–1000 or a malformed date.', schema: ZApiError },
    401: UNAUTHORIZED,
    402: { description: 'No active Premium Listing subscription: subscribe at /premium/subscribe.', schema: ZApiError },
    403: { description: 'The caller owns no listing, or not this agent.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
    422: { description: 'Featured until is in the past.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'delete',
  path: '/api/premium/listings/{id}',
  summary: 'Delete a premium listing',
  description: "Ends the caller's premium listing of the agent now. The agent stays theirs; paid upgrades and admin grants are untouched.",
  tags: TAGS,
  pathParameters: ZListingIdParameters,
  responses: {
    200: { description: "'Listing deleted successfully', with the listing as it is now.", schema: ZDeletePremiumListingResult },
    401: UNAUTHORIZED,
    403: { description: 'The caller owns no listing, or not this agent.', schema: ZApiError },
    404: { description: 'No such agent, or it has no premium listing.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/premium/analytics',
  summary: 'Daily analytics',
  description: "Views (people, not bots or the owner), outbound clicks, contact forms and unique visitors per UTC day for the last 30 or 90 days, for one of the caller's agents or all of them. Figures are at most a few seconds behind.",
  tags: TAGS,
  query: ZAnalyticsQuery,
  responses: { 200: { description: 'One entry per day, oldest first, and the totals.', schema: ZListingAnalytics }, 400: { description: 'days is not 30 or 90.', schema: ZApiError }, 401: UNAUTHORIZED, 403: NOT_BUILDER },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/premium/analytics.csv',
  summary: 'Daily analytics as CSV',
  description: 'The same figures as GET /api/premium/analytics: date, views, clicks, contact_forms, unique_visitors.',
  tags: TAGS,
  query: ZAnalyticsQuery,
  responses: { 200: { description: 'text/csv, as an attachment.' }, 401: UNAUTHORIZED, 403: NOT_BUILDER },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/premium/inquiries',
  summary: 'The inquiries inbox',
  description: "Messages sent to the caller through 'Contact the builder', newest first, with the replies sent; archived ones with archived=true.",
  tags: TAGS,
  query: ZFindInquiriesQuery,
  responses: { 200: { description: 'The inquiries and the unread count.', schema: ZInquiryList }, 401: UNAUTHORIZED, 403: NOT_BUILDER },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/premium/inquiries/{id}',
  summary: 'One inquiry',
  tags: TAGS,
  pathParameters: ZInquiryIdParameters,
  responses: { 200: { description: 'The inquiry with its replies.', schema: ZInquiry }, 401: UNAUTHORIZED, 403: NOT_BUILDER, 404: INQUIRY_NOT_FOUND },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/premium/inquiries/{id}/status',
  summary: 'Mark an inquiry read, unread or archived',
  description: "Status moves new → read → replied → archived; 'new' marks it unread again, 'read' also restores an archived one. 'replied' comes from sending a reply.",
  tags: TAGS,
  pathParameters: ZInquiryIdParameters,
  requestBody: ZSetInquiryStatusRequest,
  responses: {
    200: { description: 'The inquiry as it is now.', schema: ZInquiry },
    400: { description: 'An unknown status.', schema: ZApiError },
    401: UNAUTHORIZED,
    403: NOT_BUILDER,
    404: INQUIRY_NOT_FOUND,
    409: { description: 'The change is not allowed from the current status (an archived inquiry cannot be marked unread).', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/premium/inquiries/{id}/reply',
  summary: 'Reply to an inquiry',
  description: "Mails the reply to the sender with reply-to the caller's address, records it on the inquiry and marks it replied.",
  tags: TAGS,
  pathParameters: ZInquiryIdParameters,
  requestBody: ZReplyToInquiryRequest,
  responses: { 200: { description: 'The inquiry with the new reply.', schema: ZInquiry }, 400: { description: 'An empty or too long reply.', schema: ZApiError }, 401: UNAUTHORIZED, 403: NOT_BUILDER, 404: INQUIRY_NOT_FOUND, 429: RATE_LIMITED },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/agents/{id}/inquiries',
  summary: 'Contact the builder of an agent',
  description: 'Anyone may write; the builder gets a mail and the message in their inbox, the sender a confirmation. Only for agents with an owner. At most 5 messages an hour from one address.',
  tags: TAGS,
  pathParameters: ZAgentIdParameters,
  requestBody: ZContactBuilderRequest,
  responses: {
    201: { description: 'Sent.', schema: ZContactBuilderResult },
    400: { description: 'A missing name, an invalid e-mail address, or a message outside 10–5,000 characters.', schema: ZApiError },
    404: { description: 'No active agent has this id, or it has no builder to contact.', schema: ZApiError },
    429: { description: 'Too many messages from this address.', schema: ZApiError },
  },
})
