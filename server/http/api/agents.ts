import { Hono } from 'hono'
import {
  ZAgentDetail,
  ZAgentIdParameters,
  ZFeaturedAgents,
  ZFeaturedAgentsQuery,
  ZFindAgentsQuery,
  ZFindAgentsResult,
  ZFreeAgentsResult,
  findAgents,
  findFeaturedAgents,
  findFreeAgents,
  getAgent,
} from '../../catalogue/index.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { publicCache } from '../public-cache.ts'
import { validate } from '../validate.ts'

/** The source shortcuts take every filter except the source they fix. */
const ZSourceAgentsQuery = ZFindAgentsQuery.omit({ source: true })
const SOURCE_SHORTCUTS = ['huggingface', 'autogpt', 'fastchat'] as const

/**
 * The catalogue's read API. Static paths come before `/agents/:id`: Hono runs the first matching
 * handler, so a sub-app adding `GET /api/agents/<word>` must be mounted before this one.
 */
export const agentRoutes = new Hono()
  // GET /api/agents – browse and search the catalogue
  .get('/agents', publicCache(), validate('query', ZFindAgentsQuery), async (c) => c.json(await findAgents(c.req.valid('query'))))
  // GET /api/agents/featured – premium agents featured now
  .get('/agents/featured', publicCache(), validate('query', ZFeaturedAgentsQuery), async (c) =>
    c.json(await findFeaturedAgents(c.req.valid('query'))),
  )
  // GET /api/agents/free – free agents with the catalogue's filters
  .get('/agents/free', publicCache(), validate('query', ZFindAgentsQuery), async (c) => c.json(await findFreeAgents(c.req.valid('query'))))
  // GET /api/agents/huggingface – Hugging Face agents
  .get('/agents/huggingface', publicCache(), validate('query', ZSourceAgentsQuery), async (c) =>
    c.json(await findAgents({ ...c.req.valid('query'), source: 'huggingface' })),
  )
  // GET /api/agents/autogpt – AutoGPT agents
  .get('/agents/autogpt', publicCache(), validate('query', ZSourceAgentsQuery), async (c) =>
    c.json(await findAgents({ ...c.req.valid('query'), source: 'autogpt' })),
  )
  // GET /api/agents/fastchat – FastChat agents
  .get('/agents/fastchat', publicCache(), validate('query', ZSourceAgentsQuery), async (c) =>
    c.json(await findAgents({ ...c.req.valid('query'), source: 'fastchat' })),
  )
  // GET /api/agents/:id – one agent with its provenance
  .get('/agents/:id', publicCache(), validate('param', ZAgentIdParameters), async (c) => c.json(await getAgent(c.req.valid('param'))))

const BAD_REQUEST = { description: 'Unknown or malformed parameter; the message names it.', schema: ZApiError }

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents',
  summary: 'Browse and search agents',
  description:
    'Active agents matching every given filter, one page at a time, with the total and facet counts. A search finds agents with any of its words and ranks them by relevance (BM25 over name, tags, platform, industry and category, description; more of the words and the words as a phrase rank higher; a vocabulary of each industry\'s words widens it; docs/search.md) and corrects words the catalogue never uses to a clearly close one; `correctedSearch` then says what was searched.',
  tags: ['Catalogue'],
  query: ZFindAgentsQuery,
  isCacheable: true,
  responses: { 200: { description: 'A page of agents, the total and facet counts.', schema: ZFindAgentsResult }, 400: BAD_REQUEST },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents/featured',
  summary: 'Featured premium agents',
  description: 'Premium agents whose placement is paid for now, highest priority first, then best rated. Empty when nobody has bought a placement.',
  tags: ['Catalogue'],
  query: ZFeaturedAgentsQuery,
  isCacheable: true,
  responses: { 200: { description: 'Featured agents, at most `limit`.', schema: ZFeaturedAgents }, 400: BAD_REQUEST },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents/free',
  summary: 'Free agents',
  description: 'Agents priced at $0, with the same filters, sorts and pages as GET /api/agents, and how many free agents each source has.',
  tags: ['Catalogue'],
  query: ZFindAgentsQuery,
  isCacheable: true,
  responses: { 200: { description: 'A page of free agents, the total, facets and counts per source.', schema: ZFreeAgentsResult }, 400: BAD_REQUEST },
})

for (const source of SOURCE_SHORTCUTS) {
  registerOpenApiOperation({
    method: 'get',
    path: `/api/agents/${source}`,
    summary: `Agents from ${source}`,
    description: `The same as GET /api/agents?source=${source}; takes every other filter.`,
    tags: ['Catalogue'],
    query: ZSourceAgentsQuery,
    isCacheable: true,
    responses: { 200: { description: 'A page of agents, the total and facet counts.', schema: ZFindAgentsResult }, 400: BAD_REQUEST },
  })
}

registerOpenApiOperation({
  method: 'get',
  path: '/api/agents/{id}',
  summary: 'Get an agent',
  description: 'Everything the agent page shows, including where the entry was collected and under which licence.',
  tags: ['Catalogue'],
  pathParameters: ZAgentIdParameters,
  isCacheable: true,
  responses: {
    200: { description: 'The agent.', schema: ZAgentDetail },
    400: { description: 'The id is not a positive whole number.', schema: ZApiError },
    404: { description: 'No active agent has this id.', schema: ZApiError },
  },
})
