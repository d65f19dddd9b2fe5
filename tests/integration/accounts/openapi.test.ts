import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

describe('the accounts API in /api/openapi.json', () => {
  it('documents every auth, account and admin-user endpoint with its request body and error answers', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }
    const operations = Object.entries(document.paths)
      .filter(([path]) => /^\/api\/(auth|account|admin\/users)/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort()

    expect(operations).toEqual([
      'DELETE /api/account',
      'DELETE /api/admin/users/{id}',
      'GET /api/account',
      'GET /api/admin/users',
      'GET /api/auth/me',
      'PATCH /api/account',
      'POST /api/account/email',
      'POST /api/account/email/confirm',
      'POST /api/account/password',
      'POST /api/account/sign-out-everywhere',
      'POST /api/admin/users/{id}/builder',
      'POST /api/admin/users/{id}/lock',
      'POST /api/admin/users/{id}/role',
      'POST /api/auth/password-reset',
      'POST /api/auth/password-reset/confirm',
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-up',
    ])
    expect(document.paths['/api/auth/sign-in']!.post!.requestBody).toBeDefined()
    expect(Object.keys(document.paths['/api/auth/sign-in']!.post!.responses)).toEqual(expect.arrayContaining(['200', '401', '429']))
    expect(Object.keys(document.paths['/api/admin/users/{id}/role']!.post!.responses)).toEqual(expect.arrayContaining(['401', '403', '409']))
  })
})
