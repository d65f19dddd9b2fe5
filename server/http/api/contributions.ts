import { Hono } from 'hono'
import { z } from 'zod'
import {
  CONTRIBUTION_RATE_LIMITS,
  ZAlreadyListedError,
  ZContribution,
  ZContributionFields,
  ZContributionList,
  ZCreateContributionRequest,
  ZExtractedAgent,
  ZExtractionError,
  ZExtractRequest,
  createContribution,
  extractFromUrl,
  findMyContributions,
} from '../../contributions/index.ts'
import { type AuthEnv, requireUserMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Members submit agents: auto-extract a link, submit, follow their submissions' status. */
export const contributionRoutes = new Hono<AuthEnv>()
  // POST /api/contributions/extract – read a GitHub or Hugging Face link into the form's fields
  .post('/contributions/extract', requireUserMiddleware, rateLimit(CONTRIBUTION_RATE_LIMITS.extractPerAccount, { by: 'user' }), validate('json', ZExtractRequest), async (c) => {
    c.header('Cache-Control', 'no-store')

    return c.json(await extractFromUrl(c.req.valid('json')))
  })
  // POST /api/contributions – submit an agent for review (the submitter is the signed-in member)
  .post('/contributions', requireUserMiddleware, rateLimit(CONTRIBUTION_RATE_LIMITS.submitPerAccount, { by: 'user' }), validate('json', ZCreateContributionRequest), async (c) => {
    const contribution = await createContribution({ submitterId: c.var.user.id, fields: c.req.valid('json') })

    return c.json({ contribution, message: 'Agent Submitted Successfully!' }, 201)
  })
  // GET /api/contributions/mine – the signed-in member's submissions and their status
  .get('/contributions/mine', requireUserMiddleware, async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json({ contributions: await findMyContributions({ submitterId: c.var.user.id }) })
  })

const SIGN_IN = { description: 'Not signed in.', schema: ZApiError }
const RATE_LIMITED = { description: 'Too many requests; Retry-After says when to try again.', schema: ZApiError }

registerOpenApiOperation({
  method: 'post',
  path: '/api/contributions/extract',
  summary: 'Auto-extract an agent from a link',
  description:
    'Members only. Reads a GitHub repository or a Hugging Face model or Space and answers the contribution form’s fields (name, description, stars, language, topics as tags, licence, likes), the use case guessed from keywords, and whether the agent is listed already. Other links answer 400 “Unsupported URL. Please use GitHub or Hugging Face links.”',
  tags: ['Contributions'],
  requestBody: ZExtractRequest,
  responses: {
    200: { description: 'The extracted fields; all of them stay editable.', schema: ZExtractedAgent },
    400: { description: 'Not a valid, supported or well-formed GitHub or Hugging Face link.', schema: ZApiError },
    401: SIGN_IN,
    422: { description: '“Extraction failed”: the repository does not exist or is not public.', schema: ZExtractionError },
    429: RATE_LIMITED,
    503: { description: '“Extraction failed”: GitHub or Hugging Face could not be reached.', schema: ZExtractionError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/contributions',
  summary: 'Submit an agent',
  description:
    'Members only; the submitter is the signed-in member. The manual form’s rules: name, description (at least 50 characters), link, use case (a category code; `category` is accepted too) and difficulty are required; industry defaults to general; source repository optional; at most 5 tags, trimmed, no duplicates. An agent listed already answers 409 with its id, its page and its claim page.',
  tags: ['Contributions'],
  requestBody: ZContributionFields.extend({ category: z.string().optional().describe('Another name for useCase.') }),
  responses: {
    201: { description: 'Stored as pending review.', schema: z.object({ contribution: ZContribution, message: z.string() }) },
    400: { description: 'A field breaks a rule; the message names it.', schema: ZApiError },
    401: SIGN_IN,
    409: { description: 'Listed already (agentId, agentUrl, claimUrl), or waiting for review already.', schema: ZAlreadyListedError },
    429: RATE_LIMITED,
  },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/contributions/mine',
  summary: 'My submissions',
  description: 'The signed-in member’s submissions, newest first, with status (pending, approved, rejected), review date and the admin’s notes.',
  tags: ['Contributions'],
  responses: { 200: { description: 'The submissions.', schema: ZContributionList }, 401: SIGN_IN },
})
