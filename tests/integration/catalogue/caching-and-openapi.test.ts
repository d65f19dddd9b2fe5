import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

let agent: CreatedAgent

beforeAll(async () => {
  agent = await createAgent({ name: 'Cache Probe', industry: 'sales' })
})

describe('HTTP caching of catalogue reads', () => {
  const paths = () => ['/api/agents', '/api/agents?industry=sales', `/api/agents/${agent.id}`, '/api/agents/featured', '/api/agents/free', '/api/stats', '/api/openapi.json']

  it('gives anonymous GETs an ETag and a short public lifetime', async () => {
    for (const path of paths()) {
      const response = await app.request(path)

      expect(response.status, path).toBe(200)
      expect(response.headers.get('ETag'), path).toMatch(/^"[^"]+"$/)
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=30, stale-while-revalidate=60')
    }
  })

  it('answers 304 without a body when If-None-Match is current', async () => {
    for (const path of paths()) {
      const first = await app.request(path)
      const etag = first.headers.get('ETag')!
      const second = await app.request(path, { headers: { 'If-None-Match': etag } })

      expect(second.status, path).toBe(304)
      expect(await second.text()).toBe('')
      expect(second.headers.get('ETag')).toBe(etag)
      expect(second.headers.get('Cache-Control')).toBe('public, max-age=30, stale-while-revalidate=60')
    }
  })

  it('changes the ETag when the data changes', async () => {
    const before = (await app.request(`/api/agents/${agent.id}`)).headers.get('ETag')!
    await db.execute(sql`update agents set total_ratings = 3, average_rating = 4 where id = ${agent.id}`)
    const after = await app.request(`/api/agents/${agent.id}`, { headers: { 'If-None-Match': before } })

    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(before)
  })

  it('keeps signed-in responses out of shared caches', async () => {
    const response = await app.request('/api/agents', { headers: { Cookie: 'session=abc' } })

    expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(response.headers.get('ETag')).toBeTruthy()
  })

  it('does not cache errors', async () => {
    const response = await app.request('/api/agents/999999')

    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBeNull()
    expect(response.headers.get('ETag')).toBeNull()
  })
})

type OpenApiDocument = {
  openapi: string
  info: { title: string; description: string }
  paths: Record<string, Record<string, { summary: string; description?: string; parameters: { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> }[]; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>
  components: { schemas: Record<string, unknown> }
}

describe('GET /api/openapi.json', () => {
  let document: OpenApiDocument

  beforeAll(async () => {
    document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
  })

  it('is an OpenAPI 3.1 document covering every catalogue endpoint and health', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBeTruthy()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/agents',
        '/api/agents/{id}',
        '/api/agents/featured',
        '/api/agents/free',
        '/api/agents/huggingface',
        '/api/agents/autogpt',
        '/api/agents/fastchat',
        '/api/stats',
        '/api/health',
        '/api/openapi.json',
      ]),
    )
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.summary, path).toBeTruthy()
    }
  })

  it('documents every query parameter of GET /api/agents with its values', () => {
    const operation = document.paths['/api/agents']!.get!
    const parameters = Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter]))

    for (const name of ['search', 'difficulty', 'useCase', 'source', 'deploymentComplexity', 'infrastructureNeeded', 'selfDeployable', 'industry', 'rating', 'pricing', 'category', 'priceRange', 'apiSource', 'sort', 'limit', 'offset']) {
      expect(parameters[name], name).toMatchObject({ in: 'query', required: false })
      expect(parameters[name]!.description, name).toBeTruthy()
    }
    expect(JSON.stringify(parameters.rating!.schema)).toContain('"5"')
    expect(parameters.limit!.schema).toMatchObject({ default: 24, maximum: 100, minimum: 1 })
    expect(parameters.sort!.schema).toMatchObject({ default: 'relevance', enum: ['relevance', 'rating', 'newest', 'reviews', 'popularity'] })
  })

  it('describes responses with their schemas and errors with the shared shape', () => {
    const detail = document.paths['/api/agents/{id}']!.get!

    expect(detail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })])
    const okSchema = detail.responses['200']!.content!['application/json']!.schema as { properties: Record<string, unknown> }
    expect(Object.keys(okSchema.properties)).toEqual(expect.arrayContaining(['name', 'provenance', 'deploymentGuide', 'averageRating']))
    expect(detail.responses['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' })
    expect(document.components.schemas.Error).toMatchObject({ type: 'object' })
  })
})
