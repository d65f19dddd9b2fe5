import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { reviewVotes } from '../../../db/schema/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer, storedRating, type TReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { listReviews, moderate, postReview, ratingStats, vote, withdrawVote } from './review-api.ts'

setupTestDatabase()
const app = createApp()

const PARALLEL = 20

function reviewers(count: number): Promise<TReviewer[]> {
  return Promise.all(Array.from({ length: count }, () => createReviewer()))
}

/** The mean of whole stars rounded to two decimals, as the stored numeric(3,2) holds it. */
function expectedAverage(ratings: number[]): number {
  return ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 100) / ratings.length) / 100
}

describe('aggregates under concurrent writes', () => {
  it(`stays exact when ${PARALLEL} members review the same agent at once`, async () => {
    const agent = await createAgent()
    const members = await reviewers(PARALLEL)
    const ratings = members.map((_member, index) => (index % 5) + 1)

    const responses = await Promise.all(
      members.map((member, index) => postReview(app, member.cookie, { agentId: agent.id, rating: ratings[index], title: `Review ${index}`, comment: `Parallel review number ${index} of the same agent.` })),
    )

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL).fill(201))
    const expected = { averageRating: expectedAverage(ratings), totalRatings: PARALLEL }
    expect(await storedRating(agent.id)).toEqual(expected)
    expect(await ratingStats(app, agent.id)).toMatchObject({ averageRating: expected.averageRating, totalReviews: PARALLEL })
  })

  it('keeps one review when the same member submits twice at once', async () => {
    const agent = await createAgent()
    const [member] = await reviewers(1)

    const responses = await Promise.all([5, 1].map((rating) => postReview(app, member!.cookie, { agentId: agent.id, rating, title: 'Double click', comment: 'Submitted twice because the button looked stuck.' })))

    expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
    const { reviews } = await listReviews(app, agent.id)
    expect(reviews).toHaveLength(1)
    expect(await storedRating(agent.id)).toEqual({ averageRating: reviews[0]!.rating, totalRatings: 1 })
  })

  it(`counts ${PARALLEL} parallel votes, then parallel changes and withdrawals, exactly`, async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const voters = await reviewers(PARALLEL)

    const votes = await Promise.all(voters.map((voter) => vote(app, voter.cookie, review.id, true)))
    expect(votes.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200))
    expect((await listReviews(app, agent.id)).reviews[0]).toMatchObject({ helpfulCount: PARALLEL, notHelpfulCount: 0 })

    // A third change their mind, a third withdraw, the rest vote the same way again.
    await Promise.all(
      voters.map((voter, index) =>
        index % 3 === 0 ? vote(app, voter.cookie, review.id, false) : index % 3 === 1 ? withdrawVote(app, voter.cookie, review.id) : vote(app, voter.cookie, review.id, true),
      ),
    )

    const rows = await db.select({ isHelpful: reviewVotes.isHelpful }).from(reviewVotes).where(eq(reviewVotes.reviewId, review.id))
    const helpful = rows.filter((row) => row.isHelpful).length
    expect(helpful).toBe(voters.filter((_voter, index) => index % 3 === 2).length)
    expect((await listReviews(app, agent.id)).reviews[0]).toMatchObject({ helpfulCount: helpful, notHelpfulCount: rows.length - helpful })
  })

  it('stays exact when edits, new reviews and moderation run at the same time', async () => {
    const agent = await createAgent()
    const authors = await reviewers(10)
    const admin = await createReviewer({ role: 'admin' })
    const created = await Promise.all(authors.map((author, index) => postReview(app, author.cookie, { agentId: agent.id, rating: (index % 5) + 1, title: `First ${index}`, comment: `The first version of review ${index} for this agent.` })))
    const reviewIds = await Promise.all(created.map(async (response) => ((await response.json()) as { review: { id: number } }).review.id))
    const newcomers = await reviewers(5)

    await Promise.all([
      ...authors.slice(0, 5).map((author, index) => postReview(app, author.cookie, { agentId: agent.id, rating: 5 - index, title: `Edited ${index}`, comment: `The edited version of review ${index} for this agent.` })),
      ...reviewIds.slice(5, 8).map((reviewId) => moderate(app, admin.cookie, reviewId, 'hide')),
      ...newcomers.map((member, index) => postReview(app, member.cookie, { agentId: agent.id, rating: (index % 2) + 4, title: `Late ${index}`, comment: `A late review number ${index} for this agent.` })),
    ])

    const visible = await listReviews(app, agent.id, { query: '?limit=50' })
    const ratings = visible.reviews.map((review) => review.rating)
    expect(visible.total).toBe(10 - 3 + 5)
    expect(await storedRating(agent.id)).toEqual({ averageRating: expectedAverage(ratings), totalRatings: ratings.length })
    expect(await ratingStats(app, agent.id)).toMatchObject({ averageRating: expectedAverage(ratings), totalReviews: ratings.length })
  })
})
