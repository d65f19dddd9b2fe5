import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { REVIEW_MESSAGES } from '../../../server/reviews/index.ts'
import { sessionCookieFor } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { listReviews, postReview, vote, withdrawVote, VALID_REVIEW, report } from './review-api.ts'

setupTestDatabase()
const app = createApp()

describe('POST /api/reviews/{id}/vote and DELETE /api/reviews/{id}/vote', () => {
  it('counts one vote per member, which they can change and withdraw', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const [first, second] = [await createReviewer(), await createReviewer()]

    expect(await (await vote(app, first.cookie, review.id, true)).json()).toEqual({ reviewId: review.id, helpfulCount: 1, notHelpfulCount: 0, vote: 'helpful' })
    // Voting the same way again does not count twice.
    expect(await (await vote(app, first.cookie, review.id, true)).json()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 0 })
    expect(await (await vote(app, second.cookie, review.id, true)).json()).toMatchObject({ helpfulCount: 2 })
    expect(await (await vote(app, first.cookie, review.id, false)).json()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 1, vote: 'not-helpful' })

    const withdrawn = await withdrawVote(app, first.cookie, review.id)

    expect(withdrawn.status).toBe(200)
    expect(await withdrawn.json()).toEqual({ reviewId: review.id, helpfulCount: 1, notHelpfulCount: 0, vote: null })
    expect((await listReviews(app, agent.id, { cookie: first.cookie })).reviews[0]).toMatchObject({ helpfulCount: 1, viewer: { vote: null } })
    expect((await listReviews(app, agent.id, { cookie: second.cookie })).reviews[0]).toMatchObject({ viewer: { vote: 'helpful' } })
  })

  it('refuses a vote on one’s own review with 403', async () => {
    const agent = await createAgent()
    const author = await createReviewer()
    const { review } = await (await postReview(app, author.cookie, { agentId: agent.id, ...VALID_REVIEW })).json()

    const response = await vote(app, author.cookie, review.id, true)

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: REVIEW_MESSAGES.ownReviewVote } })
    expect((await listReviews(app, agent.id)).reviews[0]?.helpfulCount).toBe(0)
  })

  it('refuses visitors with 401 and bad bodies with 400', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const voter = await createReviewer()

    expect((await vote(app, null, review.id, true)).status).toBe(401)
    expect((await withdrawVote(app, null, review.id)).status).toBe(401)
    const stringVote = await app.request(`/api/reviews/${review.id}/vote`, {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie: voter.cookie },
      body: JSON.stringify({ isHelpful: 'yes' }),
    })
    expect(stringVote.status).toBe(400)
  })

  it('answers 404 for reviews others cannot see (held, hidden, missing)', async () => {
    const agent = await createAgent()
    const pasted = 'Exactly the same words on every agent I review here.'
    const author = await createReviewer()
    for (const other of await Promise.all([1, 2, 3].map(() => createAgent()))) await postReview(app, author.cookie, { agentId: other.id, ...VALID_REVIEW, comment: pasted })
    const held = await (await postReview(app, author.cookie, { agentId: agent.id, ...VALID_REVIEW, comment: pasted })).json()
    expect(held.review.status).toBe('held')
    const voter = await createReviewer()

    expect((await vote(app, voter.cookie, held.review.id, true)).status).toBe(404)
    expect((await report(app, voter.cookie, held.review.id, { reason: 'spam' })).status).toBe(404)
    expect((await vote(app, voter.cookie, 987_654, true)).status).toBe(404)
  })

  it('keeps votes when the author edits the review', async () => {
    const agent = await createAgent()
    const authorId = (await createReview({ agentId: agent.id })).userId
    const voter = await createReviewer()
    const id = (await listReviews(app, agent.id)).reviews[0]!.id
    await vote(app, voter.cookie, id, true)

    await postReview(app, await sessionCookieFor({ id: authorId }), { agentId: agent.id, ...VALID_REVIEW, rating: 2 })

    expect((await listReviews(app, agent.id)).reviews[0]).toMatchObject({ rating: 2, helpfulCount: 1 })
  })
})
