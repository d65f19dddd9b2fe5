import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { hideReview, voteReview } from '../../../server/reviews/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { listReviews, ratingStats } from './review-api.ts'

setupTestDatabase()
const app = createApp()

/** Four reviews a day apart with distinct ratings and helpful votes. */
async function agentWithReviews() {
  const agent = await createAgent()
  const day = (offset: number) => new Date(Date.UTC(2026, 0, 10 + offset))
  const oldFive = await createReview({ agentId: agent.id, rating: 5, title: 'Old five', now: day(0) })
  const newOne = await createReview({ agentId: agent.id, rating: 1, title: 'New one', now: day(3) })
  const midThree = await createReview({ agentId: agent.id, rating: 3, title: 'Mid three', now: day(1) })
  const midFour = await createReview({ agentId: agent.id, rating: 4, title: 'Mid four', now: day(2) })
  const voters = await Promise.all([1, 2, 3].map(() => createUser()))
  for (const voter of voters) await voteReview({ userId: voter.id, reviewId: midThree.review.id, isHelpful: true })
  await voteReview({ userId: voters[0]!.id, reviewId: newOne.review.id, isHelpful: true })

  return { agent, oldFive, newOne, midThree, midFour }
}

const titles = (result: { reviews: { title: string }[] }) => result.reviews.map((review) => review.title)

describe('GET /api/agents/{id}/reviews', () => {
  it('sorts by most helpful by default, then newest, highest and lowest on request', async () => {
    const { agent } = await agentWithReviews()

    expect(titles(await listReviews(app, agent.id))).toEqual(['Mid three', 'New one', 'Mid four', 'Old five'])
    expect(titles(await listReviews(app, agent.id, { query: '?sort=newest' }))).toEqual(['New one', 'Mid four', 'Mid three', 'Old five'])
    expect(titles(await listReviews(app, agent.id, { query: '?sort=highest' }))).toEqual(['Old five', 'Mid four', 'Mid three', 'New one'])
    expect(titles(await listReviews(app, agent.id, { query: '?sort=lowest' }))).toEqual(['New one', 'Mid three', 'Mid four', 'Old five'])
  })

  it('pages with limit and offset and gives the total', async () => {
    const { agent } = await agentWithReviews()

    const page = await listReviews(app, agent.id, { query: '?sort=newest&limit=2&offset=2' })

    expect(page).toMatchObject({ total: 4, limit: 2, offset: 2, sort: 'newest' })
    expect(titles(page)).toEqual(['Mid three', 'Old five'])
  })

  it('shows helpful counts, and the signed-in member’s own vote', async () => {
    const { agent, midThree } = await agentWithReviews()
    const voter = await createReviewer()
    await voteReview({ userId: voter.id, reviewId: midThree.review.id, isHelpful: false })

    const anonymous = await listReviews(app, agent.id)
    const signedIn = await listReviews(app, agent.id, { cookie: voter.cookie })

    expect(anonymous.reviews[0]).toMatchObject({ title: 'Mid three', helpfulCount: 3, notHelpfulCount: 1, viewer: { vote: null, isAuthor: false } })
    expect(signedIn.reviews[0]).toMatchObject({ title: 'Mid three', viewer: { vote: 'not-helpful' } })
  })

  it('leaves hidden reviews out for everyone but their author, who sees theirs first', async () => {
    const { agent, midFour } = await agentWithReviews()
    const admin = await createUser({ role: 'admin' })
    await hideReview({ adminId: admin.id, reviewId: midFour.review.id })
    const authorCookie = await sessionCookieFor({ id: midFour.userId })

    expect(titles(await listReviews(app, agent.id))).toEqual(['Mid three', 'New one', 'Old five'])
    const forAuthor = await listReviews(app, agent.id, { cookie: authorCookie })
    expect(forAuthor.total).toBe(4)
    expect(forAuthor.reviews[0]).toMatchObject({ title: 'Mid four', status: 'hidden', viewer: { isAuthor: true } })
  })

  it('refuses unknown sorts and limits out of range with 400, and unknown agents with 404', async () => {
    const agent = await createAgent()

    expect((await apiRequest(app, `/api/agents/${agent.id}/reviews?sort=random`)).status).toBe(400)
    expect((await apiRequest(app, `/api/agents/${agent.id}/reviews?limit=51`)).status).toBe(400)
    expect((await apiRequest(app, `/api/agents/${agent.id}/reviews?userId=3`)).status).toBe(400)
    expect((await apiRequest(app, '/api/agents/999999/reviews')).status).toBe(404)
    expect((await apiRequest(app, '/api/agents/999999/rating-stats')).status).toBe(404)
  })
})

describe('GET /api/agents/{id}/rating-stats', () => {
  it('gives the average, the count and the 1–5 breakdown of published reviews', async () => {
    const { agent } = await agentWithReviews()

    expect(await ratingStats(app, agent.id)).toEqual({ agentId: agent.id, averageRating: 3.25, totalReviews: 4, ratingBreakdown: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 } })
  })

  it('rounds the average to two decimals like the stored rating', async () => {
    const agent = await createAgent()
    for (const rating of [5, 4, 4]) await createReview({ agentId: agent.id, rating })

    const stats = await ratingStats(app, agent.id)
    const stored = (await (await apiRequest(app, `/api/agents/${agent.id}`)).json()) as { averageRating: number; totalRatings: number }

    expect(stats.averageRating).toBe(4.33)
    expect(stored).toMatchObject({ averageRating: 4.33, totalRatings: 3 })
  })

  it('is zero for an agent nobody reviewed', async () => {
    const agent = await createAgent()

    expect(await ratingStats(app, agent.id)).toEqual({ agentId: agent.id, averageRating: 0, totalReviews: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } })
  })
})
