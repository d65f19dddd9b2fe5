import { Hono } from 'hono'
import { ZAgentIdParameters } from '../../catalogue/index.ts'
import { requireOwner } from '../../listings/index.ts'
import {
  CONTRIBUTION_RATE_LIMITS,
  ZClaim,
  ZClaimIdParameters,
  ZClaimQueue,
  ZClaimResult,
  ZFindClaimsQuery,
  ZOptionalNoteRequest,
  ZRejectClaimRequest,
  ZUpdatedListing,
  ZUpdateOwnedAgentRequest,
  ZOwnedAgentFields,
  approveClaim,
  findClaims,
  rejectClaim,
  startClaim,
  updateOwnedAgent,
  verifyClaim,
} from '../../contributions/index.ts'
import { type AuthEnv, requireAdminMiddleware, requireUserMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'
import { z } from 'zod'

/** Builders claim their listing (a code in the repository, or an admin's approval) and edit it. */
export const claimRoutes = new Hono<AuthEnv>()
  // POST /api/agents/:id/claim – start (or continue) claiming a listing
  .post('/agents/:id/claim', requireUserMiddleware, rateLimit(CONTRIBUTION_RATE_LIMITS.claimPerAccount, { by: 'user' }), validate('param', ZAgentIdParameters), async (c) =>
    c.json(await startClaim({ agentId: c.req.valid('param').id, userId: c.var.user.id }), 201),
  )
  // POST /api/claims/:id/verify – look for the claim's code in the repository
  .post('/claims/:id/verify', requireUserMiddleware, rateLimit(CONTRIBUTION_RATE_LIMITS.verifyClaimPerAccount, { by: 'user' }), validate('param', ZClaimIdParameters), async (c) =>
    c.json(await verifyClaim({ claimId: c.req.valid('param').id, userId: c.var.user.id })),
  )
  // GET /api/admin/claims – claims waiting for an admin (pending by default)
  .get('/admin/claims', requireAdminMiddleware, validate('query', ZFindClaimsQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json({ claims: await findClaims(c.req.valid('query')) })
  })
  // POST /api/admin/claims/:id/approve – the claimant owns the listing from now on
  .post('/admin/claims/:id/approve', requireAdminMiddleware, validate('param', ZClaimIdParameters), validate('json', ZOptionalNoteRequest), async (c) =>
    c.json({ claim: await approveClaim({ claimId: c.req.valid('param').id, adminId: c.var.user.id, note: c.req.valid('json').note ?? null, actor: c.var.user }) }),
  )
  // POST /api/admin/claims/:id/reject – turn a claim down with a note for the claimant
  .post('/admin/claims/:id/reject', requireAdminMiddleware, validate('param', ZClaimIdParameters), validate('json', ZRejectClaimRequest), async (c) =>
    c.json({ claim: await rejectClaim({ claimId: c.req.valid('param').id, adminId: c.var.user.id, note: c.req.valid('json').note, actor: c.var.user }) }),
  )
  // PATCH /api/agents/:id – the owner edits their listing; edited fields are locked against crawls
  .patch(
    '/agents/:id',
    requireUserMiddleware,
    rateLimit(CONTRIBUTION_RATE_LIMITS.editListingPerAccount, { by: 'user' }),
    validate('param', ZAgentIdParameters),
    validate('json', ZUpdateOwnedAgentRequest),
    async (c) => {
      const { id } = c.req.valid('param')
      await requireOwner(c.req.raw, { agentId: id })

      return c.json(await updateOwnedAgent({ agentId: id, changes: c.req.valid('json') }))
    },
  )

const SIGN_IN = { description: 'Not signed in.', schema: ZApiError }
const ADMIN_ONLY = { 401: SIGN_IN, 403: { description: 'Signed in, but not an admin.', schema: ZApiError } }
const CLAIM_NOT_FOUND = { description: 'No such claim (or not yours).', schema: ZApiError }

registerOpenApiOperation({
  method: 'post',
  path: '/api/agents/{id}/claim',
  summary: 'Claim a listing',
  description:
    'Members only. For an agent that is a GitHub repository the answer carries a verification code to publish in its README.md or an `.agent-atlas` file, then POST /api/claims/{id}/verify. Other agents wait for an admin. Claiming again returns the open claim.',
  tags: ['Claims'],
  pathParameters: ZAgentIdParameters,
  responses: {
    201: { description: 'The claim and what to do next.', schema: ZClaimResult },
    401: SIGN_IN,
    404: { description: 'No active agent has this id.', schema: ZApiError },
    409: { description: 'The listing has an owner already.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/claims/{id}/verify',
  summary: 'Verify a claim',
  description: 'The claimant only. Reads `.agent-atlas` and the README on the repository’s default branch; when the code is there, the claimant owns the listing.',
  tags: ['Claims'],
  pathParameters: ZClaimIdParameters,
  responses: {
    200: { description: 'Verified: the claimant owns the listing.', schema: ZClaimResult },
    401: SIGN_IN,
    404: CLAIM_NOT_FOUND,
    409: { description: 'Decided already, or a claim an admin decides.', schema: ZApiError },
    422: { description: 'The code was not found; the claim stays open.', schema: ZApiError },
    503: { description: 'GitHub could not be reached.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/claims',
  summary: 'Claim queue',
  tags: ['Claims'],
  query: ZFindClaimsQuery,
  responses: { 200: { description: 'Claims with agent and claimant.', schema: ZClaimQueue }, ...ADMIN_ONLY },
})

for (const decision of ['approve', 'reject'] as const) {
  registerOpenApiOperation({
    method: 'post',
    path: `/api/admin/claims/{id}/${decision}`,
    summary: decision === 'approve' ? 'Approve a claim' : 'Reject a claim',
    description: decision === 'approve' ? 'The claimant owns the listing from now on and gets a mail.' : 'A note is required; the claimant gets it by mail.',
    tags: ['Claims'],
    pathParameters: ZClaimIdParameters,
    requestBody: decision === 'approve' ? ZOptionalNoteRequest : ZRejectClaimRequest,
    responses: { 200: { description: 'Decided.', schema: z.object({ claim: ZClaim }) }, ...ADMIN_ONLY, 404: CLAIM_NOT_FOUND, 409: { description: 'Decided already, or the listing has another owner.', schema: ZApiError } },
  })
}

registerOpenApiOperation({
  method: 'patch',
  path: '/api/agents/{id}',
  summary: 'Edit my listing',
  description:
    'The listing’s owner (or an admin). Send the fields to change; every field that changes is locked, so crawls never overwrite it.',
  tags: ['Claims'],
  pathParameters: ZAgentIdParameters,
  requestBody: ZOwnedAgentFields.partial(),
  responses: {
    200: { description: 'What changed and which fields are locked.', schema: ZUpdatedListing },
    400: { description: 'A field breaks a rule.', schema: ZApiError },
    401: SIGN_IN,
    403: { description: 'Not the owner.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
    409: { description: 'Another listing uses this link.', schema: ZApiError },
  },
})
