import { Hono } from 'hono'
import { RATE_LIMITS } from '../../accounts/index.ts'
import { ZSaveAgentResult, ZSavedAgentParameters, ZSavedAgentsResult, findSavedAgents, saveAgent, unsaveAgent } from '../../saved/index.ts'
import { type AuthEnv, requireUserMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

const limitWrites = rateLimit(RATE_LIMITS.writePerAccount, { by: 'user' })

/** A member's Saved list; always the session's own list. */
export const savedAgentRoutes = new Hono<AuthEnv>()
  // GET /api/saved-agents – the member's saved agents, most recent first
  .get('/saved-agents', requireUserMiddleware, async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await findSavedAgents({ userId: c.var.user.id }))
  })
  // PUT /api/saved-agents/:agentId – save an agent (again: no change)
  .put('/saved-agents/:agentId', requireUserMiddleware, limitWrites, validate('param', ZSavedAgentParameters), async (c) => {
    const { isNew, ...result } = await saveAgent({ userId: c.var.user.id, agentId: c.req.valid('param').agentId })

    return c.json(result, isNew ? 201 : 200)
  })
  // DELETE /api/saved-agents/:agentId – remove an agent from the list
  .delete('/saved-agents/:agentId', requireUserMiddleware, limitWrites, validate('param', ZSavedAgentParameters), async (c) =>
    c.json(await unsaveAgent({ userId: c.var.user.id, agentId: c.req.valid('param').agentId })),
  )

const TAGS = ['Saved agents']
const UNAUTHORIZED = { description: 'Not signed in.', schema: ZApiError }
const RATE_LIMITED = { description: 'Too many writes from this account; Retry-After says when to try again.', schema: ZApiError }

registerOpenApiOperation({
  method: 'get',
  path: '/api/saved-agents',
  summary: 'My saved agents',
  tags: TAGS,
  responses: { 200: { description: 'The Saved list.', schema: ZSavedAgentsResult }, 401: UNAUTHORIZED },
})

registerOpenApiOperation({
  method: 'put',
  path: '/api/saved-agents/{agentId}',
  summary: 'Save an agent',
  description: 'Idempotent: saving an agent already in the list answers 200 and changes nothing. Up to 500 agents per member.',
  tags: TAGS,
  pathParameters: ZSavedAgentParameters,
  responses: {
    201: { description: 'Saved.', schema: ZSaveAgentResult },
    200: { description: 'It was already saved.', schema: ZSaveAgentResult },
    400: { description: 'A malformed agent id.', schema: ZApiError },
    401: UNAUTHORIZED,
    404: { description: 'No active agent has this id.', schema: ZApiError },
    422: { description: 'The list is full (500 agents).', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'delete',
  path: '/api/saved-agents/{agentId}',
  summary: 'Remove a saved agent',
  description: 'Idempotent: removing an agent that is not in the list answers 200 too.',
  tags: TAGS,
  pathParameters: ZSavedAgentParameters,
  responses: {
    200: { description: 'Not saved any more.', schema: ZSaveAgentResult },
    400: { description: 'A malformed agent id.', schema: ZApiError },
    401: UNAUTHORIZED,
    429: RATE_LIMITED,
  },
})
