import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { REVIEW_MESSAGES } from '../../../server/reviews/index.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer, makeOwner } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { listReviews, reply } from './review-api.ts'

setupTestDatabase()
const app = createApp()

async function reviewedAgentWithOwner() {
  const agent = await createAgent()
  const owner = await createReviewer()
  await makeOwner({ agentId: agent.id, userId: owner.id })
  const { review } = await createReview({ agentId: agent.id, rating: 2 })

  return { agent, owner, review }
}

describe('POST /api/reviews/{id}/reply', () => {
  it('lets the agent’s owner post one public reply, which they can edit', async () => {
    const { agent, owner, review } = await reviewedAgentWithOwner()

    const first = await reply(app, owner.cookie, review.id, 'Thanks! Version 2 fixes the timeout you saw.')
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ reviewId: review.id, ownerReply: { text: 'Thanks! Version 2 fixes the timeout you saw.' } })

    await reply(app, owner.cookie, review.id, 'Thanks! Version 2.1 fixes the timeout you saw.')

    const [shown] = (await listReviews(app, agent.id)).reviews
    expect(shown?.ownerReply).toEqual({ text: 'Thanks! Version 2.1 fixes the timeout you saw.', repliedAt: expect.any(String) })
  })

  it('refuses anyone but the owner, admins included, with 403', async () => {
    const { agent, review } = await reviewedAgentWithOwner()
    const stranger = await createReviewer()
    const admin = await createReviewer({ role: 'admin' })

    const response = await reply(app, stranger.cookie, review.id, 'I am not the owner of this agent.')

    expect(response.status).toBe(403)
    expect((await response.json()).error.message).toBe(REVIEW_MESSAGES.notOwner)
    expect((await reply(app, admin.cookie, review.id, 'Neither am I, as an admin.')).status).toBe(403)
    expect((await reply(app, null, review.id, 'A visitor')).status).toBe(401)
    expect((await listReviews(app, agent.id)).reviews[0]?.ownerReply).toBeNull()
  })

  it('refuses an empty or overlong reply with 400', async () => {
    const { owner, review } = await reviewedAgentWithOwner()

    expect((await reply(app, owner.cookie, review.id, ' ')).status).toBe(400)
    expect((await reply(app, owner.cookie, review.id, 'x'.repeat(3001))).status).toBe(400)
  })
})
