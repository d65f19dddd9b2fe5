import { describe, expect, it } from 'vitest'
import { DELETED_USER_NAME } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { VALID_REVIEW, agentRating, listReviews, postReview } from './review-api.ts'

setupTestDatabase()
const app = createApp()

type OpenApiDocument = { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }

describe('the reviews API in /api/openapi.json', () => {
  it('documents every review endpoint with its request body and error answers', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
    const operations = Object.entries(document.paths)
      .filter(([path]) => /reviews|rating-stats/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort()

    expect(operations).toEqual([
      'DELETE /api/reviews/{id}/vote',
      'GET /api/admin/reviews/queue',
      'GET /api/agents/{id}/rating-stats',
      'GET /api/agents/{id}/reviews',
      'POST /api/admin/reviews/{id}/hide',
      'POST /api/admin/reviews/{id}/restore',
      'POST /api/reviews',
      'POST /api/reviews/{id}/reply',
      'POST /api/reviews/{id}/report',
      'POST /api/reviews/{id}/vote',
    ])
    expect(document.paths['/api/reviews']!.post!.requestBody).toBeDefined()
    expect(Object.keys(document.paths['/api/reviews']!.post!.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403', '429']))
    expect(Object.keys(document.paths['/api/reviews/{id}/report']!.post!.responses)).toEqual(expect.arrayContaining(['409']))
  })
})

describe('a reviewer who deletes their account', () => {
  it('leaves the review in place, by "Deleted user", and the rating unchanged', async () => {
    const agent = await createAgent()
    const member = await createReviewer({ name: 'Leaving Member' })
    await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, rating: 2 })

    const deleted = await apiRequest(app, '/api/account', { method: 'DELETE', body: { password: member.password }, cookie: member.cookie })

    expect(deleted.status).toBeLessThan(300)
    expect((await listReviews(app, agent.id)).reviews).toMatchObject([{ authorName: DELETED_USER_NAME, rating: 2 }])
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 2, totalRatings: 1 })
  })
})
