import { Hono, type Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import { RATE_LIMITS } from '../../accounts/index.ts'
import {
  ZCoachingChatAnswer,
  ZCoachingChatRequest,
  ZDeploymentHelpAnswer,
  ZDeploymentHelpRequest,
  answerCoachingQuestion,
  answerDeploymentQuestion,
  deployAgent,
  loadAgentContext,
} from '../../assistant/index.ts'
import { ZAgentIdParameters } from '../../catalogue/index.ts'
import { DEPLOYMENT_SERVICES } from '../../deployments/index.ts'
import { logger } from '../../shared/logger.ts'
import type { AuthEnv } from '../auth-middleware.ts'
import { describeZodError } from '../errors.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Each message may cost a model call: 20 a minute per member (or per address for visitors). */
const limitMessages = rateLimit(RATE_LIMITS.assistantPerSender, { by: 'user-or-address' })
const limitWrites = rateLimit(RATE_LIMITS.writePerAccount, { by: 'user-or-address' })

const ZDeployRequest = z.strictObject({
  service: z.enum(DEPLOYMENT_SERVICES).optional(),
  message: z.string().max(2000, 'Keep the message under 2,000 characters.').optional(),
})

const ZDeployResult = z.object({
  outcome: z.enum(['guide', 'requested']),
  message: z.string(),
  guide: z.string().optional().describe('Markdown deployment guide (self-deployable agents).'),
  guideUrl: z.string().optional(),
  requestId: z.number().int().optional(),
  isNew: z.boolean().optional(),
  service: z.enum(DEPLOYMENT_SERVICES).optional(),
})

function wantsStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/event-stream')
}

/**
 * Server-sent events: `delta` events carry model text as it arrives; one `answer` event carries the
 * final answer (the composer's after a model failure, so the page replaces what streamed); `error`
 * when even that failed.
 */
function streamAnswer<Answer>(c: Context, run: (onDelta: (text: string) => void) => Promise<Answer>) {
  return streamSSE(c, async (stream) => {
    try {
      const answer = await run((text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }))
      await stream.writeSSE({ event: 'answer', data: JSON.stringify(answer) })
    } catch (error) {
      logger.error({ err: error }, 'assistant stream failed')
      await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: { code: 'INTERNAL', message: 'The assistant could not answer. Please try again.' } }) })
    }
  })
}

export const assistantRoutes = new Hono<AuthEnv>()
  // POST /api/deployment/help – the deployment assistant (JSON, or SSE with Accept: text/event-stream)
  .post('/deployment/help', limitMessages, validate('json', ZDeploymentHelpRequest), async (c) => {
    const request = c.req.valid('json')
    if (!wantsStream(c)) return c.json(await answerDeploymentQuestion({ request }))
    // A missing agent is a 404 before the stream starts.
    if (request.agentId) await loadAgentContext(request.agentId)

    return streamAnswer(c, (onDelta) => answerDeploymentQuestion({ request, onDelta }))
  })
  // POST /api/coaching/chat – the learning coach; a member's turns are saved to their session
  .post('/coaching/chat', limitMessages, validate('json', ZCoachingChatRequest), async (c) => {
    const request = c.req.valid('json')
    const userId = c.var.user?.id ?? null
    if (!wantsStream(c)) return c.json(await answerCoachingQuestion({ request, userId }))
    if (request.agentId) await loadAgentContext(request.agentId)

    return streamAnswer(c, (onDelta) => answerCoachingQuestion({ request, userId, onDelta }))
  })
  // POST /api/agents/:id/deploy – the guide of a self-deployable agent, or a member's deployment request
  .post('/agents/:id/deploy', limitWrites, validate('param', ZAgentIdParameters), async (c) => {
    const text = await c.req.text()
    let body: unknown = {}
    try {
      body = text.trim() ? JSON.parse(text) : {}
    } catch {
      return c.json({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } }, 400)
    }
    const parsed = ZDeployRequest.safeParse(body)
    if (!parsed.success) return c.json({ error: { code: 'BAD_REQUEST', message: describeZodError(parsed.error) } }, 400)
    const result = await deployAgent({ agentId: c.req.valid('param').id, userId: c.var.user?.id ?? null, ...parsed.data })

    return c.json(result, result.outcome === 'requested' && result.isNew ? 201 : 200)
  })

const TAGS = ['Assistants']
const RATE_LIMITED = { description: 'Too many messages; Retry-After says when to try again.', schema: ZApiError }

registerOpenApiOperation({
  method: 'post',
  path: '/api/deployment/help',
  summary: 'Ask the deployment assistant',
  description:
    'Answers from our deployment guides and, with agentId, that agent\'s listing: steps and a codeSnippet (Dockerfile, compose file, gcloud command, .replit) written for it. With Accept: text/event-stream the answer streams as server-sent events (`delta` with model text, then one `answer`). When an OpenAI-compatible model is configured it writes the answer; on a model error or timeout the built-in composer answers with a notice.',
  tags: TAGS,
  requestBody: ZDeploymentHelpRequest,
  responses: {
    200: { description: 'The answer.', schema: ZDeploymentHelpAnswer },
    400: { description: 'A blank or too long message (2,000 characters at most), or an unknown field.', schema: ZApiError },
    404: { description: 'No active agent has this agentId.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/coaching/chat',
  summary: 'Ask the learning coach',
  description:
    "Answers from the Bubble, Flowise and n8n lessons for the learning style and goal, with up to four concept badges. A signed-in member's question and answer are saved to their coaching session (sessionId continues one of their own). Streams like /api/deployment/help with Accept: text/event-stream.",
  tags: TAGS,
  requestBody: ZCoachingChatRequest,
  responses: {
    200: { description: 'The answer.', schema: ZCoachingChatAnswer },
    400: { description: 'A blank or too long message, or an unknown learning style or goal.', schema: ZApiError },
    404: { description: 'No such agent, or the sessionId is not one of your sessions.', schema: ZApiError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/agents/{id}/deploy',
  summary: 'Deploy an agent',
  description:
    "A self-deployable agent answers with its deployment guide (anyone). Any other agent needs a signed-in member: it creates a deployment request for our team (service 'guidance', or 'full-service' for the paid $299 service), shown on the member's account page and in the admin queue. Asking again while a request is open returns it.",
  tags: TAGS,
  pathParameters: ZAgentIdParameters,
  requestBody: ZDeployRequest,
  responses: {
    200: { description: 'The guide, or the member\'s request that is already open.', schema: ZDeployResult },
    201: { description: 'A new deployment request.', schema: ZDeployResult },
    400: { description: 'A malformed id or body.', schema: ZApiError },
    401: { description: 'The agent is not self-deployable and nobody is signed in.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
    429: { description: 'Too many requests.', schema: ZApiError },
  },
})
