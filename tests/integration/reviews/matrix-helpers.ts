import { and, eq, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents, reviewReports, reviewVotes, reviews } from '../../../db/schema/index.ts'
import { hideReview, voteReview } from '../../../server/reviews/index.ts'
import { createUser, type TTestUser } from '../../support/auth.ts'
import { createReview } from '../../support/factories/reviews.ts'
import type { MatrixFixture } from '../security/matrix-support.ts'

/**
 * The review endpoints' rows in the authorisation matrix (tests/integration/security): each call
 * targets a review a fresh member wrote on the fixture's agent, which `member` owns.
 */

const reviewIds = new WeakMap<MatrixFixture, number>()

/** The fixture's review, written once by a member who is none of the matrix callers. */
export async function fixtureReview(fixture: MatrixFixture): Promise<number> {
  const existing = reviewIds.get(fixture)
  if (existing) return existing
  const { review } = await createReview({ agentId: fixture.agentId, rating: 2 })
  reviewIds.set(fixture, review.id)

  return review.id
}

/** The path of an action on the fixture's review; its body() made the review first. */
export function reviewPath(action: string) {
  return (fixture: MatrixFixture) => `/api/${action.replace(':id', String(reviewIds.get(fixture)))}`
}

/** Set-up bodies: the state a call acts on, made before the snapshot. */
export const reviewMatrixBodies = {
  review: (fixture: MatrixFixture) => ({ agentId: fixture.agentId, rating: 5, title: 'Matrix review', comment: 'Written by the authorisation matrix to check who may review.' }),
  vote: async (fixture: MatrixFixture) => (await fixtureReview(fixture), { isHelpful: true }),
  /** The caller's own vote exists first, so withdrawing it changes something. */
  withdrawVote: async (fixture: MatrixFixture, caller: TTestUser | null) => {
    const reviewId = await fixtureReview(fixture)
    if (caller) await voteReview({ userId: caller.id, reviewId, isHelpful: true })

    return undefined
  },
  report: async (fixture: MatrixFixture) => (await fixtureReview(fixture), { reason: 'spam' }),
  reply: async (fixture: MatrixFixture) => (await fixtureReview(fixture), { text: 'Thanks for the review, from the owner.' }),
  hide: async (fixture: MatrixFixture) => (await fixtureReview(fixture), undefined),
  /** A hidden review, so restoring it changes something. */
  restore: async (fixture: MatrixFixture) => {
    await hideReview({ adminId: (await createUser({ role: 'admin' })).id, reviewId: await fixtureReview(fixture) })

    return undefined
  },
}

/** The fixture agent's reviews (with replies and status) and its stored rating. */
export async function snapshotAgentReviews(fixture: MatrixFixture) {
  const rows = await db
    .select({ id: reviews.id, userId: reviews.userId, rating: reviews.rating, status: reviews.status, ownerReply: reviews.ownerReply })
    .from(reviews)
    .where(eq(reviews.agentId, fixture.agentId))
    .orderBy(reviews.id)
  const [rating] = await db.select({ averageRating: agents.averageRating, totalRatings: agents.totalRatings }).from(agents).where(eq(agents.id, fixture.agentId))

  return { rows, rating }
}

/** Votes and reports on the fixture agent's reviews. */
export async function snapshotReviewFeedback(fixture: MatrixFixture) {
  const ids = (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.agentId, fixture.agentId))).map((row) => row.id)
  if (ids.length === 0) return { votes: [], reports: [] }
  const votes = await db.select({ userId: reviewVotes.userId, isHelpful: reviewVotes.isHelpful }).from(reviewVotes).where(inArray(reviewVotes.reviewId, ids)).orderBy(reviewVotes.userId)
  const reports = await db
    .select({ userId: reviewReports.userId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, ids)))
    .orderBy(reviewReports.userId)

  return { votes, reports }
}
