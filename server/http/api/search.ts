import { Hono } from 'hono'
import { ZSearchSuggestions, ZSuggestSearchesQuery, suggestSearches } from '../../catalogue/index.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { publicCache } from '../public-cache.ts'
import { validate } from '../validate.ts'

// GET /api/search/suggest?q= – suggestions as a visitor types in a search box
export const searchRoutes = new Hono().get('/search/suggest', publicCache(), validate('query', ZSuggestSearchesQuery), async (c) =>
  c.json(await suggestSearches(c.req.valid('query'))),
)

registerOpenApiOperation({
  method: 'get',
  path: '/api/search/suggest',
  summary: 'Search suggestions',
  description: 'Completions of the last word typed, industries the words point to and the best-matching agents.',
  tags: ['Catalogue'],
  isCacheable: true,
  query: ZSuggestSearchesQuery,
  responses: {
    200: { description: 'Suggestions (lists may be empty).', schema: ZSearchSuggestions },
    400: { description: 'q is missing, empty or longer than 100 characters.', schema: ZApiError },
  },
})
