import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../db/client.ts'
import { createApp } from '../../server/http/app.ts'
import { setupTestDatabase } from '../support/database.ts'

setupTestDatabase()
const app = createApp()

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await app.request('/api/health')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.request('/api/nope')

    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('runs on a migrated database with pg_trgm', async () => {
    const result = await db.execute(sql`select similarity('legal', 'legl') > 0.3 as close, (select count(*) from agents)::int as agents`)

    expect(result.rows[0]).toEqual({ close: true, agents: 0 })
  })
})
