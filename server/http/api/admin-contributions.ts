import { Hono } from 'hono'
import { z } from 'zod'
import {
  ZBulkRejectContributionsRequest,
  ZBulkRejectResult,
  ZContribution,
  ZContributionFields,
  ZContributionIdParameters,
  ZContributionQueue,
  ZCreateAgentRequest,
  ZCreatedAgent,
  ZOptionalNoteRequest,
  ZFindContributionsQuery,
  ZRejectContributionRequest,
  ZUpdateContributionRequest,
  approveContribution,
  bulkRejectContributions,
  createAgentDirectly,
  findContributions,
  rejectContribution,
  updateContribution,
} from '../../contributions/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { validate } from '../validate.ts'

/** Moderation of member submissions, and the admin's direct add (spec's auto-add form). */
export const adminContributionRoutes = new Hono<AuthEnv>()
  // GET /api/admin/contributions – the moderation queue (pending by default)
  .get('/admin/contributions', requireAdminMiddleware, validate('query', ZFindContributionsQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await findContributions(c.req.valid('query')))
  })
  // POST /api/admin/contributions/bulk-reject – reject several pending contributions with one note
  .post('/admin/contributions/bulk-reject', requireAdminMiddleware, validate('json', ZBulkRejectContributionsRequest), async (c) =>
    c.json(await bulkRejectContributions({ ...c.req.valid('json'), reviewerId: c.var.user.id, actor: c.var.user })),
  )
  // PATCH /api/admin/contributions/:id – correct a pending contribution before deciding
  .patch('/admin/contributions/:id', requireAdminMiddleware, validate('param', ZContributionIdParameters), validate('json', ZUpdateContributionRequest), async (c) => {
    const contribution = await updateContribution({ contributionId: c.req.valid('param').id, changes: c.req.valid('json'), actor: c.var.user })

    return c.json({ contribution })
  })
  // POST /api/admin/contributions/:id/approve – publish it through the community connector
  .post('/admin/contributions/:id/approve', requireAdminMiddleware, validate('param', ZContributionIdParameters), validate('json', ZOptionalNoteRequest), async (c) => {
    const approved = await approveContribution({ contributionId: c.req.valid('param').id, reviewerId: c.var.user.id, note: c.req.valid('json').note ?? null, actor: c.var.user })

    return c.json({ ...approved, agentUrl: `/agents/${approved.agentId}` })
  })
  // POST /api/admin/contributions/:id/reject – reject it with a note for the submitter
  .post('/admin/contributions/:id/reject', requireAdminMiddleware, validate('param', ZContributionIdParameters), validate('json', ZRejectContributionRequest), async (c) => {
    const contribution = await rejectContribution({ contributionId: c.req.valid('param').id, reviewerId: c.var.user.id, note: c.req.valid('json').note, actor: c.var.user })

    return c.json({ contribution })
  })
  // POST /api/agents – add an agent directly (admins; the spec's auto-add form)
  .post('/agents', requireAdminMiddleware, validate('json', ZCreateAgentRequest), async (c) => c.json(await createAgentDirectly({ fields: c.req.valid('json'), actor: c.var.user }), 201))

const ADMIN_ONLY = { 401: { description: 'Not signed in.', schema: ZApiError }, 403: { description: 'Signed in, but not an admin.', schema: ZApiError } }
const NOT_FOUND = { description: 'No contribution has this id.', schema: ZApiError }
const DECIDED = { description: 'The contribution was decided already.', schema: ZApiError }
const ZDecision = z.object({ contribution: ZContribution })

registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/contributions',
  summary: 'Moderation queue',
  description: 'Admins only. Contributions with one status (pending by default, oldest first) or all, with their submitters and the count per status.',
  tags: ['Moderation'],
  query: ZFindContributionsQuery,
  responses: { 200: { description: 'The queue.', schema: ZContributionQueue }, 400: { description: 'Unknown status.', schema: ZApiError }, ...ADMIN_ONLY },
})

registerOpenApiOperation({
  method: 'patch',
  path: '/api/admin/contributions/{id}',
  summary: 'Edit a pending contribution',
  tags: ['Moderation'],
  pathParameters: ZContributionIdParameters,
  requestBody: ZContributionFields.partial(),
  responses: { 200: { description: 'The edited contribution.', schema: ZDecision }, 400: { description: 'A field breaks a rule.', schema: ZApiError }, ...ADMIN_ONLY, 404: NOT_FOUND, 409: DECIDED },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/contributions/{id}/approve',
  summary: 'Approve and publish a contribution',
  description:
    'Publishes through the crawler’s community connector (same normalising and de-duplication as a crawl), with fresh facts from GitHub or Hugging Face when the link is one; sets reviewedAt and the published agent, and mails the submitter. An optional note is kept as adminNotes.',
  tags: ['Moderation'],
  pathParameters: ZContributionIdParameters,
  requestBody: ZOptionalNoteRequest,
  responses: {
    200: {
      description: 'Published; `outcome` is duplicate when it merged into an agent listed meanwhile.',
      schema: z.object({ contribution: ZContribution, agentId: z.number().int(), agentUrl: z.string(), outcome: z.string() }),
    },
    ...ADMIN_ONLY,
    404: NOT_FOUND,
    409: DECIDED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/contributions/{id}/reject',
  summary: 'Reject a contribution',
  description: 'A note for the submitter is required; it is kept as adminNotes and mailed to them.',
  tags: ['Moderation'],
  pathParameters: ZContributionIdParameters,
  requestBody: ZRejectContributionRequest,
  responses: { 200: { description: 'Rejected.', schema: ZDecision }, 400: { description: 'The note is missing.', schema: ZApiError }, ...ADMIN_ONLY, 404: NOT_FOUND, 409: DECIDED },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/contributions/bulk-reject',
  summary: 'Reject several contributions',
  description: 'Rejects every pending contribution among `ids` with one note; the others are reported as skipped.',
  tags: ['Moderation'],
  requestBody: ZBulkRejectContributionsRequest,
  responses: { 200: { description: 'What was rejected and skipped.', schema: ZBulkRejectResult }, 400: { description: 'No ids or no note.', schema: ZApiError }, ...ADMIN_ONLY },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/agents',
  summary: 'Add an agent directly',
  description:
    'Admins only (the spec’s auto-add form). name, description, a valid link, difficulty (Beginner, Intermediate, Advanced or Difficult, any case) and useCase (a category or industry code) are required; price defaults to 0 and originType to manual. Publishes at once; an agent listed already answers 409.',
  tags: ['Moderation'],
  requestBody: ZCreateAgentRequest,
  responses: {
    201: { description: '“Agent added successfully”.', schema: ZCreatedAgent },
    400: { description: 'A field breaks a rule (“Please enter a valid URL”, “Name is required”…).', schema: ZApiError },
    ...ADMIN_ONLY,
    409: { description: 'Listed already.', schema: ZApiError },
  },
})
