import { Hono } from 'hono'
import { ZCatalogueStats, getCatalogueStats } from '../../catalogue/index.ts'
import { registerOpenApiOperation } from '../openapi.ts'
import { publicCache } from '../public-cache.ts'

// GET /api/stats – the catalogue's live numbers for the home page
export const statsRoutes = new Hono().get('/stats', publicCache(), async (c) => c.json(await getCatalogueStats()))

registerOpenApiOperation({
  method: 'get',
  path: '/api/stats',
  summary: 'Catalogue numbers',
  description: 'Counted from the catalogue on each change: agents, per industry, free, premium, sources, ratings. Nothing is estimated.',
  tags: ['Catalogue'],
  isCacheable: true,
  responses: { 200: { description: 'The numbers.', schema: ZCatalogueStats } },
})
