import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { createApp } from '../../../server/http/app.ts'
import { grantPremium } from '../../../server/placement/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent, createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

/**
 * A known catalogue: 5 live agents and 1 hidden one.
 *   legal/beginner/github/easy/docker ×2 (one premium), healthcare/advanced/huggingface/–/– ×2 (one premium),
 *   education/intermediate/langchain/hard/local ×1; a hidden legal agent that must not count.
 */
async function seedKnownCatalogue() {
  const [legalPremium, , healthPremium] = await createAgents([
    { industry: 'legal', difficulty: 'beginner', source: 'github', deploymentComplexity: 'easy', infrastructureNeeded: 'docker', tags: ['contracts', 'law'] },
    { industry: 'legal', difficulty: 'beginner', source: 'github', deploymentComplexity: 'easy', infrastructureNeeded: 'docker', tags: ['contracts'] },
    { industry: 'healthcare', difficulty: 'advanced', source: 'huggingface', tags: ['clinic', 'contracts'] },
    { industry: 'healthcare', difficulty: 'advanced', source: 'huggingface', tags: ['clinic'] },
    { industry: 'education', difficulty: 'intermediate', source: 'langchain', deploymentComplexity: 'hard', infrastructureNeeded: 'local', tags: ['tutor'] },
    { industry: 'legal', difficulty: 'beginner', source: 'github', tags: ['contracts', 'hidden-only'], isActive: false },
  ])
  await grantPremium({ agentId: legalPremium!.id, source: 'upgrade', tier: 'basic', endsAt: inDays(30), reference: 'inventory-1' })
  await grantPremium({ agentId: healthPremium!.id, source: 'admin', tier: 'admin', endsAt: inDays(30) })
}

describe('GET /api/admin/inventory', () => {
  it('answers the spec’s Inventory response with figures computed from the catalogue', async () => {
    await seedKnownCatalogue()
    const admin = await createUser({ role: 'admin' })

    const response = await apiRequest(app, '/api/admin/inventory', { cookie: await sessionCookieFor(admin) })

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const inventory = await response.json()
    expect(Object.keys(inventory).sort()).toEqual(['byDeploymentComplexity', 'byDifficulty', 'byInfrastructure', 'bySource', 'byUseCase', 'overview', 'topTags'])
    expect(inventory.overview).toEqual({ total: 5, free: 3, paid: 2, freePercentage: 60, paidPercentage: 40 })
    expect(inventory.byUseCase).toEqual([
      { category: 'healthcare', total: 2, free: 1, paid: 1 },
      { category: 'legal', total: 2, free: 1, paid: 1 },
      { category: 'education', total: 1, free: 1, paid: 0 },
    ])
    expect(inventory.byDifficulty).toEqual([
      { category: 'advanced', total: 2, free: 1, paid: 1 },
      { category: 'beginner', total: 2, free: 1, paid: 1 },
      { category: 'intermediate', total: 1, free: 1, paid: 0 },
    ])
    expect(inventory.bySource).toEqual([
      { category: 'github', total: 2, free: 1, paid: 1 },
      { category: 'huggingface', total: 2, free: 1, paid: 1 },
      { category: 'langchain', total: 1, free: 1, paid: 0 },
    ])
    expect(inventory.byDeploymentComplexity).toEqual([
      { category: 'easy', total: 2, free: 1, paid: 1 },
      { category: 'unknown', total: 2, free: 1, paid: 1 },
      { category: 'hard', total: 1, free: 1, paid: 0 },
    ])
    expect(inventory.byInfrastructure).toEqual([
      { category: 'docker', total: 2, free: 1, paid: 1 },
      { category: 'unknown', total: 2, free: 1, paid: 1 },
      { category: 'local', total: 1, free: 1, paid: 0 },
    ])
    expect(inventory.topTags).toEqual([
      { tag: 'contracts', count: 3 },
      { tag: 'clinic', count: 2 },
      { tag: 'law', count: 1 },
      { tag: 'tutor', count: 1 },
    ])
  })

  it('keeps at most 20 tags, most used first, and follows a change to the catalogue at once', async () => {
    const admin = await createUser({ role: 'admin' })
    const cookie = await sessionCookieFor(admin)
    await createAgents(Array.from({ length: 25 }, (_, position) => ({ tags: [`tag-${String(position).padStart(2, '0')}`, 'everywhere'] })))

    const first = await (await apiRequest(app, '/api/admin/inventory', { cookie })).json()
    expect(first.topTags).toHaveLength(20)
    expect(first.topTags[0]).toEqual({ tag: 'everywhere', count: 25 })

    const before = first.overview.total
    await createAgent({ tags: ['everywhere'] })
    const second = await (await apiRequest(app, '/api/admin/inventory', { cookie })).json()
    expect(second.overview.total).toBe(before + 1)
    expect(second.topTags[0]).toEqual({ tag: 'everywhere', count: 26 })
  })

  it('counts kept by the catalogue’s writes equal a recount after hides, reclassifications, edits, deletions and a rolled-back change', async () => {
    const admin = await createUser({ role: 'admin' })
    const cookie = await sessionCookieFor(admin)
    const [first, second, third] = await createAgents([
      { industry: 'finance', difficulty: 'beginner', tags: ['ledger', 'tax'] },
      { industry: 'finance', difficulty: 'advanced', deploymentComplexity: 'medium', infrastructureNeeded: 'cloud-run', tags: ['ledger'] },
      { industry: 'sales', tags: ['crm', 'crm'] },
    ])
    const write = (method: string, path: string, body?: unknown) => apiRequest(app, path, { method, cookie, body })
    expect((await write('POST', `/api/admin/agents/${first!.id}/hide`)).status).toBe(200)
    expect((await write('POST', '/api/admin/agents/reclassify', { agentIds: [second!.id, third!.id], industry: 'legal' })).status).toBe(200)
    expect((await write('PATCH', `/api/admin/agents/${second!.id}`, { tags: ['contracts', 'ledger'], difficulty: 'beginner' })).status).toBe(200)
    expect((await write('POST', `/api/admin/agents/${first!.id}/restore`)).status).toBe(200)
    await db.execute(sql`delete from agents where id = ${third!.id}`)
    await db.transaction(async (tx) => {
      await tx.execute(sql`update agents set industry = 'healthcare', tags = '{rolled-back}' where id = ${first!.id}`)
      tx.rollback()
    }).catch(() => {})

    const inventory = await (await apiRequest(app, '/api/admin/inventory', { cookie })).json()
    const recount = await db.execute(sql`select industry as category, count(*)::int as total from agents where is_active group by industry order by count(*) desc, industry`)
    expect(inventory.byUseCase.map(({ category, total }: { category: string; total: number }) => ({ category, total }))).toEqual(recount.rows)
    const tags = await db.execute(sql`select tag, count(*)::int as count from agents, unnest(tags) as tag where is_active group by tag order by count(*) desc, tag limit 20`)
    expect(inventory.topTags).toEqual(tags.rows)
    const [live] = (await db.execute(sql`select count(*)::int as total from agents where is_active`)).rows as { total: number }[]
    expect(inventory.overview.total).toBe(live!.total)
  })

  it('ignores the spec’s key parameter: no session, no inventory', async () => {
    const member = await createUser()

    const anonymous = await apiRequest(app, '/api/admin/inventory?key=admin-key-from-the-prototype')
    const asMember = await apiRequest(app, '/api/admin/inventory?key=admin-key-from-the-prototype', { cookie: await sessionCookieFor(member) })

    expect(anonymous.status).toBe(401)
    expect(asMember.status).toBe(403)
    expect((await asMember.json()).error.code).toBe('FORBIDDEN')
  })
})
