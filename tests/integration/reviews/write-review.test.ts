import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { REVIEW_MESSAGES, recordAgentUsage } from '../../../server/reviews/index.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReviewer, makeOwner, storedRating } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { VALID_REVIEW, agentRating, listReviews, postReview, ratingStats } from './review-api.ts'

setupTestDatabase()
const app = createApp()

describe('POST /api/reviews', () => {
  it('adds a signed-in member’s review and the agent’s rating follows at once', async () => {
    const agent = await createAgent()
    const member = await createReviewer({ name: 'Dana from the clinic' })

    const response = await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW })

    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      outcome: 'created',
      message: 'Review Added',
      review: { agentId: agent.id, rating: 4, title: VALID_REVIEW.title, comment: VALID_REVIEW.comment, status: 'published', verified: false },
    })
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 4, totalRatings: 1 })
    expect(await ratingStats(app, agent.id)).toEqual({ agentId: agent.id, averageRating: 4, totalReviews: 1, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } })
    const { reviews } = await listReviews(app, agent.id)
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ authorName: 'Dana from the clinic', helpfulCount: 0, verified: false, ownerReply: null, isEdited: false })
  })

  it('edits the member’s earlier review on a second submission, and says so', async () => {
    const agent = await createAgent()
    const member = await createReviewer()
    const other = await createReviewer()
    await postReview(app, other.cookie, { agentId: agent.id, ...VALID_REVIEW, rating: 2 })
    const first = await (await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, rating: 5 })).json()

    const second = await postReview(app, member.cookie, { agentId: agent.id, rating: 3, title: 'Good, with limits', comment: 'After a month it still misses some follow-up questions from patients.' })

    expect(second.status).toBe(200)
    const body = await second.json()
    expect(body).toMatchObject({ outcome: 'updated', message: REVIEW_MESSAGES.updated, review: { id: first.review.id, rating: 3, title: 'Good, with limits' } })
    const { reviews, total } = await listReviews(app, agent.id)
    expect(total).toBe(2)
    expect(reviews.filter((review) => review.id === first.review.id)).toHaveLength(1)
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 2.5, totalRatings: 2 })
    expect((await ratingStats(app, agent.id)).ratingBreakdown).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 })
  })

  it('refuses visitors with 401 and changes nothing', async () => {
    const agent = await createAgent()

    const response = await postReview(app, null, { agentId: agent.id, ...VALID_REVIEW })

    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('UNAUTHORIZED')
    expect(await storedRating(agent.id)).toEqual({ averageRating: 0, totalRatings: 0 })
  })

  it('refuses a userId in the body: the author is always the session’s user', async () => {
    const agent = await createAgent()
    const member = await createReviewer()
    const victim = await createReviewer()

    const response = await postReview(app, member.cookie, { agentId: agent.id, userId: victim.id, ...VALID_REVIEW })

    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toMatch(/userId/)
    expect((await listReviews(app, agent.id)).total).toBe(0)
  })

  it('refuses a builder reviewing their own agent with 403 and a clear message', async () => {
    const agent = await createAgent()
    const builder = await createReviewer()
    await makeOwner({ agentId: agent.id, userId: builder.id })

    const response = await postReview(app, builder.cookie, { agentId: agent.id, ...VALID_REVIEW })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: REVIEW_MESSAGES.ownAgent } })
    expect(await storedRating(agent.id)).toEqual({ averageRating: 0, totalRatings: 0 })
  })

  it.each([
    [{ title: '   ' }, 'title: Please fill in all fields.'],
    [{ comment: '' }, 'comment: Please fill in all fields.'],
    [{ title: 'Ok' }, 'title: Title must be at least 3 characters'],
    [{ comment: 'Works fine.' }, 'comment: Review must be at least 20 characters'],
    [{ title: 'x'.repeat(121) }, 'title: Title must be at most 120 characters'],
    [{ comment: 'x'.repeat(5001) }, 'comment: Review must be at most 5000 characters'],
    [{ rating: 0 }, 'rating: Rating must be at least 1 star'],
    [{ rating: 6 }, 'rating: Rating must be at most 5 stars'],
    [{ rating: 4.5 }, 'rating: Rating must be a whole number'],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const agent = await createAgent()
    const member = await createReviewer()

    const response = await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, ...change })

    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toContain(message)
    expect((await listReviews(app, agent.id)).total).toBe(0)
  })

  it('answers 404 for an agent that does not exist or was withdrawn', async () => {
    const member = await createReviewer()
    const withdrawn = await createAgent({ isActive: false })

    expect((await postReview(app, member.cookie, { agentId: 999_999, ...VALID_REVIEW })).status).toBe(404)
    expect((await postReview(app, member.cookie, { agentId: withdrawn.id, ...VALID_REVIEW })).status).toBe(404)
  })

  it('marks the review Verified when the member bought or deployed the agent through us, also afterwards', async () => {
    const [bought, deployedLater] = [await createAgent(), await createAgent()]
    const member = await createReviewer()
    await recordAgentUsage({ userId: member.id, agentId: bought.id, kind: 'purchase', reference: 'cs_test_1' })

    const verified = await (await postReview(app, member.cookie, { agentId: bought.id, ...VALID_REVIEW })).json()
    const unverified = await (await postReview(app, member.cookie, { agentId: deployedLater.id, ...VALID_REVIEW })).json()

    expect(verified.review.verified).toBe(true)
    expect(unverified.review.verified).toBe(false)
    await recordAgentUsage({ userId: member.id, agentId: deployedLater.id, kind: 'deployment', reference: 'deployment-7' })
    expect((await listReviews(app, deployedLater.id)).reviews[0]?.verified).toBe(true)
  })
})

describe('the same text posted on many agents', () => {
  const pasted = 'Best agent ever, everyone should buy it right now!!!'

  it('is held for moderation from the fourth agent on, and the member is told', async () => {
    const agents = await Promise.all([1, 2, 3, 4].map(() => createAgent()))
    const member = await createReviewer()
    for (const agent of agents.slice(0, 3)) {
      expect((await (await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, comment: pasted })).json()).review.status).toBe('published')
    }

    // Case and punctuation do not make it a different text.
    const fourth = await postReview(app, member.cookie, { agentId: agents[3]!.id, ...VALID_REVIEW, rating: 5, comment: 'best agent EVER - everyone should buy it right now' })

    expect(fourth.status).toBe(201)
    expect(await fourth.json()).toMatchObject({ outcome: 'created', message: REVIEW_MESSAGES.held, review: { status: 'held' } })
    // Not shown to others, not counted; its author sees it with its status.
    expect((await listReviews(app, agents[3]!.id)).total).toBe(0)
    expect(await agentRating(app, agents[3]!.id)).toEqual({ averageRating: 0, totalRatings: 0 })
    const own = await listReviews(app, agents[3]!.id, { cookie: member.cookie })
    expect(own.reviews).toMatchObject([{ status: 'held', viewer: { isAuthor: true } }])
  })

  it('is not held when different members happen to write the same words', async () => {
    const agents = await Promise.all([1, 2, 3, 4].map(() => createAgent()))
    for (const agent of agents) {
      const member = await createReviewer()
      expect((await (await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, comment: pasted })).json()).review.status).toBe('published')
    }
  })

  it('is published once the member rewrites it in their own words', async () => {
    const agents = await Promise.all([1, 2, 3, 4].map(() => createAgent()))
    const member = await createReviewer()
    for (const agent of agents) await postReview(app, member.cookie, { agentId: agent.id, ...VALID_REVIEW, comment: pasted })

    const rewritten = await postReview(app, member.cookie, { agentId: agents[3]!.id, ...VALID_REVIEW, comment: 'Set it up for our intake form; it reads scanned PDFs well.' })

    expect(await rewritten.json()).toMatchObject({ outcome: 'updated', message: REVIEW_MESSAGES.updated, review: { status: 'published' } })
    expect(await agentRating(app, agents[3]!.id)).toEqual({ averageRating: 4, totalRatings: 1 })
  })
})
