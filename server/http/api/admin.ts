import { Hono } from 'hono'
import { z } from 'zod'
import {
  ZAdminAgentUpdate,
  ZAdminQueueCounts,
  ZAgentIdParam,
  ZFindAdminAgentsQuery,
  ZInventoryQuery,
  ZInventoryResponse,
  ZMergeAgentsRequest,
  ZPremiumStatus,
  ZReclassifyRequest,
  ZSetPremiumRequest,
  ZUserBuilderRequest,
  ZUserIdParam,
  ZUserLockRequest,
  countAdminQueues,
  deleteUserByAdmin,
  getInventory,
  mergeAgentsByAdmin,
  reclassifyAgentsByAdmin,
  setAgentPremiumByAdmin,
  setAgentVisibilityByAdmin,
  setUserBuilderByAdmin,
  setUserLockByAdmin,
  updateAgentByAdmin,
} from '../../admin/index.ts'
import { ZAuditQuery, findAuditEvents } from '../../audit/index.ts'
import { findAgentsForAdmin } from '../../catalogue/index.ts'
import { RATE_LIMITS } from '../../accounts/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Admin writes share one budget per account with the admin pages' forms (RATE_LIMITS.adminWritePerAccount). */
const adminWrites = rateLimit(RATE_LIMITS.adminWritePerAccount, { by: 'user' })

/** The admin area's API: inventory, premium control, curation, user administration, the audit log. */
export const adminRoutes = new Hono<AuthEnv>()
  // GET /api/admin/inventory – the spec's Inventory response (its `key` parameter is ignored)
  .get('/admin/inventory', requireAdminMiddleware, validate('query', ZInventoryQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await getInventory())
  })
  // GET /api/admin/queues – what waits: pending contributions, reviews to moderate, open deployment requests
  .get('/admin/queues', requireAdminMiddleware, async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await countAdminQueues())
  })
  // PUT /api/agents/:id/premium – Make Premium / Remove Premium (a manual grant; paid ones untouched)
  .put('/agents/:id/premium', requireAdminMiddleware, adminWrites, validate('param', ZAgentIdParam), validate('json', ZSetPremiumRequest), async (c) => {
    const { isPremium, endsAt, priorityScore } = c.req.valid('json')

    return c.json(await setAgentPremiumByAdmin({ admin: c.var.user, agentId: c.req.valid('param').id, isPremium, endsAt, priorityScore }))
  })
  // GET /api/admin/agents – the catalogue as admins see it: hidden and merged records too
  .get('/admin/agents', requireAdminMiddleware, validate('query', ZFindAdminAgentsQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const { premium, ...query } = c.req.valid('query')

    return c.json(await findAgentsForAdmin({ ...query, premium: premium === undefined ? undefined : premium === 'true' }))
  })
  // POST /api/admin/agents/reclassify – file one or many agents under another industry or category
  .post('/admin/agents/reclassify', requireAdminMiddleware, adminWrites, validate('json', ZReclassifyRequest), async (c) =>
    c.json({ changed: await reclassifyAgentsByAdmin({ admin: c.var.user, ...c.req.valid('json') }) }),
  )
  // PATCH /api/admin/agents/:id – correct any field; changed fields are locked against crawls
  .patch('/admin/agents/:id', requireAdminMiddleware, adminWrites, validate('param', ZAgentIdParam), validate('json', ZAdminAgentUpdate), async (c) =>
    c.json(await updateAgentByAdmin({ admin: c.var.user, agentId: c.req.valid('param').id, changes: c.req.valid('json') })),
  )
  // POST /api/admin/agents/:id/hide – hide an agent everywhere
  .post('/admin/agents/:id/hide', requireAdminMiddleware, adminWrites, validate('param', ZAgentIdParam), async (c) =>
    c.json(await setAgentVisibilityByAdmin({ admin: c.var.user, agentId: c.req.valid('param').id, isVisible: false })),
  )
  // POST /api/admin/agents/:id/restore – show a hidden agent again
  .post('/admin/agents/:id/restore', requireAdminMiddleware, adminWrites, validate('param', ZAgentIdParam), async (c) =>
    c.json(await setAgentVisibilityByAdmin({ admin: c.var.user, agentId: c.req.valid('param').id, isVisible: true })),
  )
  // POST /api/admin/agents/:id/merge – merge a duplicate record into this one, keeping both provenances
  .post('/admin/agents/:id/merge', requireAdminMiddleware, adminWrites, validate('param', ZAgentIdParam), validate('json', ZMergeAgentsRequest), async (c) =>
    c.json(await mergeAgentsByAdmin({ admin: c.var.user, keepAgentId: c.req.valid('param').id, duplicateAgentId: c.req.valid('json').duplicateAgentId })),
  )
  // POST /api/admin/users/:id/lock – lock (sessions end, sign-in refused) or unlock an account
  .post('/admin/users/:id/lock', requireAdminMiddleware, adminWrites, validate('param', ZUserIdParam), validate('json', ZUserLockRequest), async (c) =>
    c.json(await setUserLockByAdmin({ admin: c.var.user, userId: c.req.valid('param').id, isLocked: c.req.valid('json').isLocked })),
  )
  // POST /api/admin/users/:id/builder – grant or revoke builder
  .post('/admin/users/:id/builder', requireAdminMiddleware, adminWrites, validate('param', ZUserIdParam), validate('json', ZUserBuilderRequest), async (c) =>
    c.json(await setUserBuilderByAdmin({ admin: c.var.user, userId: c.req.valid('param').id, isBuilder: c.req.valid('json').isBuilder })),
  )
  // DELETE /api/admin/users/:id – delete an account on its owner's request (anonymised; reviews kept as "Deleted user")
  .delete('/admin/users/:id', requireAdminMiddleware, adminWrites, validate('param', ZUserIdParam), async (c) =>
    c.json(await deleteUserByAdmin({ admin: c.var.user, userId: c.req.valid('param').id })),
  )
  // GET /api/admin/audit – the audit log, newest first, with filters
  .get('/admin/audit', requireAdminMiddleware, validate('query', ZAuditQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await findAuditEvents(c.req.valid('query')))
  })

const ADMIN_ONLY = { 401: { description: 'Not signed in.', schema: ZApiError }, 403: { description: 'Signed in, but not an admin.', schema: ZApiError } }
const BAD = { description: 'A field or parameter breaks a rule; the message names it.', schema: ZApiError }
const AGENT_NOT_FOUND = { description: 'No agent has this id.', schema: ZApiError }
const USER_NOT_FOUND = { description: 'No live account has this id.', schema: ZApiError }
const TAGS = ['Admin']

registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/inventory',
  summary: 'Inventory',
  description: "Admins only, from the session (the spec's `key` query parameter is accepted and ignored). Live agents, free against premium now, by use case (industry), difficulty, source, deployment complexity and infrastructure, and the 20 most used tags.",
  tags: TAGS,
  query: ZInventoryQuery,
  responses: { 200: { description: 'The inventory.', schema: ZInventoryResponse }, ...ADMIN_ONLY },
})
registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/queues',
  summary: 'What waits for an admin',
  tags: TAGS,
  responses: { 200: { description: 'Pending contributions, reviews to moderate, open deployment requests.', schema: ZAdminQueueCounts }, ...ADMIN_ONLY },
})
registerOpenApiOperation({
  method: 'put',
  path: '/api/agents/{id}/premium',
  summary: 'Make Premium / Remove Premium',
  description:
    'Admins only. isPremium true replaces the manual grant with one granted by this admin, ending at endsAt (30 days from now by default, at most 366), at priorityScore (0–1000, default 100). false revokes manual grants only: paid upgrades and subscriptions stay. Recorded in the audit log.',
  tags: TAGS,
  pathParameters: ZAgentIdParam,
  requestBody: ZSetPremiumRequest,
  responses: { 200: { description: 'The premium state now.', schema: ZPremiumStatus }, 400: BAD, ...ADMIN_ONLY, 404: AGENT_NOT_FOUND },
})
registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/agents',
  summary: 'Agents for curation',
  description: 'Admins only. Every record, hidden and merged ones too, newest first; search matches name or description.',
  tags: TAGS,
  query: ZFindAdminAgentsQuery,
  responses: { 200: { description: 'A page of agents.' }, 400: BAD, ...ADMIN_ONLY },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/agents/reclassify',
  summary: 'Reclassify agents',
  description: 'Admins only. Sets the industry and/or category of up to 200 agents at once; the fields are locked against crawls. One audit entry per agent changed.',
  tags: TAGS,
  requestBody: ZReclassifyRequest,
  responses: { 200: { description: 'The agents changed, before and after.', schema: z.object({ changed: z.array(z.object({ agentId: z.number().int(), name: z.string() }).loose()) }) }, 400: BAD, ...ADMIN_ONLY, 404: AGENT_NOT_FOUND },
})
registerOpenApiOperation({
  method: 'patch',
  path: '/api/admin/agents/{id}',
  summary: 'Correct an agent',
  description: 'Admins only. Any listed field; every field that changes is locked, so no crawl overwrites it. A link another listing uses: 409.',
  tags: TAGS,
  pathParameters: ZAgentIdParam,
  requestBody: ZAdminAgentUpdate,
  responses: { 200: { description: 'The changed and locked fields, with before and after values.' }, 400: BAD, ...ADMIN_ONLY, 404: AGENT_NOT_FOUND, 409: { description: 'Another listing uses this link.', schema: ZApiError } },
})
for (const [action, summary] of [
  ['hide', 'Hide an agent from every page and search'],
  ['restore', 'Show a hidden agent again'],
] as const) {
  registerOpenApiOperation({
    method: 'post',
    path: `/api/admin/agents/{id}/${action}`,
    summary,
    description: 'Admins only. Crawls never undo it. Recorded in the audit log.',
    tags: TAGS,
    pathParameters: ZAgentIdParam,
    responses: { 200: { description: 'The visibility before and now.' }, ...ADMIN_ONLY, 404: AGENT_NOT_FOUND, 409: { description: 'The record was merged into another.', schema: ZApiError } },
  })
}
registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/agents/{id}/merge',
  summary: 'Merge a duplicate into this agent',
  description: "Admins only. The duplicate's provenance moves here (both are kept), its tags join, gaps are filled; the duplicate is hidden and later crawls that find it merge here.",
  tags: TAGS,
  pathParameters: ZAgentIdParam,
  requestBody: ZMergeAgentsRequest,
  responses: { 200: { description: 'Both records and the provenance kept.' }, 400: BAD, ...ADMIN_ONLY, 404: AGENT_NOT_FOUND, 409: { description: 'One of the two was merged already.', schema: ZApiError } },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/users/{id}/lock',
  summary: 'Lock or unlock an account',
  description: 'Admins only. Locking ends every session of the account at once; sign-in is then refused with a message saying the account is locked. Admins cannot lock themselves.',
  tags: TAGS,
  pathParameters: ZUserIdParam,
  requestBody: ZUserLockRequest,
  responses: { 200: { description: 'Locked or unlocked.' }, 400: BAD, ...ADMIN_ONLY, 404: USER_NOT_FOUND, 409: { description: 'Your own account.', schema: ZApiError } },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/users/{id}/builder',
  summary: 'Grant or revoke builder',
  description: 'Admins only. Owning a listing still makes a member a builder.',
  tags: TAGS,
  pathParameters: ZUserIdParam,
  requestBody: ZUserBuilderRequest,
  responses: { 200: { description: 'Granted or revoked.' }, 400: BAD, ...ADMIN_ONLY, 404: USER_NOT_FOUND },
})
registerOpenApiOperation({
  method: 'delete',
  path: '/api/admin/users/{id}',
  summary: 'Delete an account',
  description: 'Admins only, on the member’s request (privacy page). Name, email and password are erased and sessions end; reviews stay, signed "Deleted user". Not your own account, not the last admin.',
  tags: TAGS,
  pathParameters: ZUserIdParam,
  responses: { 200: { description: 'Deleted.' }, ...ADMIN_ONLY, 404: USER_NOT_FOUND, 409: { description: 'Your own account, or the last admin.', schema: ZApiError } },
})
registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/audit',
  summary: 'Audit log',
  description: "Admins only. Newest first. action filters by prefix ('agent.' finds every agent action).",
  tags: TAGS,
  query: ZAuditQuery,
  responses: { 200: { description: 'A page of audit events.' }, 400: BAD, ...ADMIN_ONLY },
})
