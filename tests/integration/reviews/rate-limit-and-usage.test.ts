import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agentUsage } from '../../../db/schema/index.ts'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { hasVerifiedUse, recordAgentUsage } from '../../../server/reviews/index.ts'
import { createUser } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { VALID_REVIEW, postReview, vote } from './review-api.ts'

setupTestDatabase()
const app = createApp()

describe('rate limits on review writes', () => {
  it('answers 429 with Retry-After once a member makes too many writes in a minute, from any address', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const member = await createReviewer()
    const { limit } = RATE_LIMITS.writePerAccount
    for (let index = 0; index < limit; index++) {
      // Reviews and votes share the account's write budget.
      const response = index % 2 === 0 ? await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW }) : await vote(app, member.cookie, review.id, index % 4 === 1)
      expect(response.status).toBeLessThan(400)
    }

    const limited = await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, rating: 1 })

    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error.code).toBe('RATE_LIMITED')
    // Someone else is not slowed down.
    expect((await postReview(app, (await createReviewer()).cookie, { agentId: agent.id, ...VALID_REVIEW })).status).toBe(201)
  })
})

describe('recordAgentUsage and hasVerifiedUse (for the payments and deployment domains)', () => {
  it('records a purchase or deployment once per event and answers the verified-use check', async () => {
    const agent = await createAgent()
    const member = await createUser()
    expect(await hasVerifiedUse({ userId: member.id, agentId: agent.id })).toBe(false)

    const first = await recordAgentUsage({ userId: member.id, agentId: agent.id, kind: 'purchase', reference: 'cs_test_42' })
    const replay = await recordAgentUsage({ userId: member.id, agentId: agent.id, kind: 'purchase', reference: 'cs_test_42' })
    const deployment = await recordAgentUsage({ userId: member.id, agentId: agent.id, kind: 'deployment', reference: 'cs_test_42' })

    expect([first.isNew, replay.isNew, deployment.isNew]).toEqual([true, false, true])
    expect(await hasVerifiedUse({ userId: member.id, agentId: agent.id })).toBe(true)
    expect(await hasVerifiedUse({ userId: (await createUser()).id, agentId: agent.id })).toBe(false)
    const [rows] = await db.select({ total: count() }).from(agentUsage).where(eq(agentUsage.agentId, agent.id))
    expect(rows?.total).toBe(2)
  })

  it('refuses an unknown kind or an empty reference', async () => {
    const agent = await createAgent()
    const member = await createUser()

    await expect(recordAgentUsage({ userId: member.id, agentId: agent.id, kind: 'download' as 'purchase', reference: 'x' })).rejects.toThrow()
    await expect(recordAgentUsage({ userId: member.id, agentId: agent.id, kind: 'purchase', reference: ' ' })).rejects.toThrow()
    expect(await hasVerifiedUse({ userId: member.id, agentId: agent.id })).toBe(false)
  })
})
