import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { findFeaturedAgents } from '../../../server/catalogue/index.ts'
import { findPremiumGrants, grantPremium, revokePremiumGrants } from '../../../server/placement/index.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY)

async function stored(agentId: number) {
  const [row] = await db
    .select({ isPremium: agents.isPremium, premiumTier: agents.premiumTier, premiumRank: agents.premiumRank, priorityScore: agents.priorityScore, premiumUntil: agents.premiumUntil })
    .from(agents)
    .where(eq(agents.id, agentId))

  return row!
}

describe('premium placement from grants', () => {
  it('makes an agent premium with its tier, priority and end date', async () => {
    const agent = await createAgent()
    const endsAt = inDays(30)
    const { isNew } = await grantPremium({ agentId: agent.id, source: 'upgrade', tier: 'professional', endsAt, priorityScore: 250, reference: 'cs_1' })

    expect(isNew).toBe(true)
    expect(await stored(agent.id)).toEqual({ isPremium: true, premiumTier: 'professional', premiumRank: 2, priorityScore: 250, premiumUntil: endsAt })
  })

  it('grants once per payment reference, so a replayed payment changes nothing', async () => {
    const agent = await createAgent()
    await grantPremium({ agentId: agent.id, source: 'upgrade', tier: 'basic', endsAt: inDays(30), reference: 'cs_replay' })
    const replay = await grantPremium({ agentId: agent.id, source: 'upgrade', tier: 'basic', endsAt: inDays(30), reference: 'cs_replay' })

    expect(replay.isNew).toBe(false)
    expect(await findPremiumGrants({ agentId: agent.id })).toHaveLength(1)
  })

  it('ranks the highest active tier, and an admin removing premium leaves a paid grant in place', async () => {
    const agent = await createAgent()
    await grantPremium({ agentId: agent.id, source: 'upgrade', tier: 'enterprise', endsAt: inDays(10), reference: 'cs_ent' })
    await grantPremium({ agentId: agent.id, source: 'admin', tier: 'admin', endsAt: inDays(60), grantedByUserId: null })
    expect(await stored(agent.id)).toMatchObject({ premiumTier: 'enterprise', premiumRank: 3 })

    const { revoked, state } = await revokePremiumGrants({ agentId: agent.id, sources: ['admin'] })
    expect(revoked).toBe(1)
    expect(state).toMatchObject({ isPremium: true, premiumTier: 'enterprise' })

    await revokePremiumGrants({ agentId: agent.id, reference: 'cs_ent' })
    expect(await stored(agent.id)).toMatchObject({ isPremium: false, premiumTier: null, premiumRank: 0, priorityScore: 0, premiumUntil: null })
  })

  it('orders the featured block by tier, then priority', async () => {
    const basic = await createAgent({ name: 'Basic Upgrade Agent' })
    const enterprise = await createAgent({ name: 'Enterprise Upgrade Agent' })
    const basicHighPriority = await createAgent({ name: 'Basic High Priority Agent' })
    await grantPremium({ agentId: basic.id, source: 'upgrade', tier: 'basic', endsAt: inDays(30), priorityScore: 100 })
    await grantPremium({ agentId: enterprise.id, source: 'upgrade', tier: 'enterprise', endsAt: inDays(30), priorityScore: 0 })
    await grantPremium({ agentId: basicHighPriority.id, source: 'upgrade', tier: 'basic', endsAt: inDays(30), priorityScore: 900 })

    const featured = (await findFeaturedAgents({ limit: 10 })).map((agent) => agent.id)
    const order = [enterprise.id, basicHighPriority.id, basic.id]
    expect(featured.filter((id) => order.includes(id))).toEqual(order)
  })

  it('refuses an unknown agent and an out-of-range priority', async () => {
    await expect(grantPremium({ agentId: 2_000_000_000, source: 'admin', tier: 'admin', endsAt: inDays(1) })).rejects.toThrow('Agent not found')
    const agent = await createAgent()
    await expect(grantPremium({ agentId: agent.id, source: 'admin', tier: 'admin', endsAt: inDays(1), priorityScore: 1001 })).rejects.toThrow()
    expect(await stored(agent.id)).toMatchObject({ isPremium: false })
  })
})
