import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

type Operation = { requestBody?: unknown; responses: Record<string, unknown> }

describe('the builder dashboard API in /api/openapi.json', () => {
  it('documents every builder endpoint and the contact form, with their refusals', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> }
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/premium/') || path === '/api/agents/{id}/inquiries')
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort()

    expect(operations).toEqual([
      'DELETE /api/premium/listings/{id}',
      'GET /api/premium/analytics',
      'GET /api/premium/analytics.csv',
      'GET /api/premium/inquiries',
      'GET /api/premium/inquiries/{id}',
      'GET /api/premium/listings',
      'POST /api/agents/{id}/inquiries',
      'POST /api/premium/inquiries/{id}/reply',
      'POST /api/premium/inquiries/{id}/status',
      'POST /api/premium/listings',
    ])
    const create = document.paths['/api/premium/listings']!.post!
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '402', '403', '404']))
    expect(create.requestBody).toBeDefined()
  })
})
