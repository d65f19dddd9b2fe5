import { Hono } from 'hono'
import { z } from 'zod'
import { buildOpenApiDocument, registerOpenApiOperation } from '../openapi.ts'
import { publicCache } from '../public-cache.ts'

// GET /api/openapi.json – the OpenAPI 3.1 description of this API
export const openApiRoutes = new Hono().get('/openapi.json', publicCache(), (c) => c.json(buildOpenApiDocument()))

registerOpenApiOperation({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document',
  description: 'The OpenAPI 3.1 description of the API, generated from the schemas the server validates with.',
  tags: ['Meta'],
  isCacheable: true,
  responses: { 200: { description: 'An OpenAPI 3.1 document.', schema: z.object({ openapi: z.string() }).loose() } },
})

// health.ts belongs to the platform; its entry lives here so the document covers it.
registerOpenApiOperation({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness',
  description: 'Answers while the process serves requests; for load balancers.',
  tags: ['Meta'],
  responses: { 200: { description: 'The server is up.', schema: z.object({ ok: z.literal(true) }) } },
})
