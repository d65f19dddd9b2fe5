import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { REVIEW_MESSAGES, type TModerationQueue } from '../../../server/reviews/index.ts'
import { apiRequest, sessionCookieFor } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, createReviewer } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { VALID_REVIEW, agentRating, listReviews, moderate, postReview, ratingStats, report } from './review-api.ts'

setupTestDatabase()
const app = createApp()

async function queue(cookie: string, view: 'open' | 'hidden' = 'open'): Promise<TModerationQueue> {
  const response = await apiRequest(app, `/api/admin/reviews/queue?view=${view}&limit=100`, { cookie })
  if (response.status !== 200) throw new Error(`queue answered ${response.status}`)

  return response.json()
}

describe('POST /api/reviews/{id}/report', () => {
  it('takes one report per member with a reason and an optional note; a repeat answers 409', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const reporter = await createReviewer()

    const first = await report(app, reporter.cookie, review.id, { reason: 'fake', note: 'Posted the day the agent was listed.' })
    const again = await report(app, reporter.cookie, review.id, { reason: 'spam' })

    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ message: REVIEW_MESSAGES.reported })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: { code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReported } })
    expect((await listReviews(app, agent.id, { cookie: reporter.cookie })).reviews[0]?.viewer.hasReported).toBe(true)
  })

  it('refuses unknown reasons (400), visitors (401) and one’s own review (403)', async () => {
    const agent = await createAgent()
    const author = await createReviewer()
    const { review } = await (await postReview(app, author.cookie, { agentId: agent.id, ...VALID_REVIEW })).json()
    const reporter = await createReviewer()

    expect((await report(app, reporter.cookie, review.id, { reason: 'i-disagree' })).status).toBe(400)
    expect((await report(app, reporter.cookie, review.id, { reason: 'other', note: 'x'.repeat(1001) })).status).toBe(400)
    expect((await report(app, null, review.id, { reason: 'spam' })).status).toBe(401)
    const own = await report(app, author.cookie, review.id, { reason: 'spam' })
    expect(own.status).toBe(403)
    expect((await own.json()).error.message).toBe(REVIEW_MESSAGES.ownReviewReport)
  })
})

describe('admin moderation', () => {
  it('queues reported reviews with their reasons and counts; hiding one takes it out of the average at once', async () => {
    const agent = await createAgent()
    await createReview({ agentId: agent.id, rating: 4 })
    const { review: suspicious } = await createReview({ agentId: agent.id, rating: 1, title: 'Terrible scam' })
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createReviewer()))
    await report(app, first!.cookie, suspicious.id, { reason: 'fake' })
    await report(app, second!.cookie, suspicious.id, { reason: 'fake', note: 'Competitor' })
    await report(app, third!.cookie, suspicious.id, { reason: 'offensive' })
    const admin = await createReviewer({ role: 'admin' })
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 2.5, totalRatings: 2 })

    const open = await queue(admin.cookie)
    const item = open.items.find((entry) => entry.id === suspicious.id)
    expect(item).toMatchObject({ status: 'published', reportCount: 3, reasonCounts: { fake: 2, offensive: 1 }, agent: { id: agent.id }, title: 'Terrible scam' })
    expect(item?.reports.map((entry) => entry.note)).toContain('Competitor')

    const hidden = await moderate(app, admin.cookie, suspicious.id, 'hide')

    expect(hidden.status).toBe(200)
    expect(await hidden.json()).toEqual({ reviewId: suspicious.id, status: 'hidden', agentId: agent.id, agentRating: { averageRating: 4, totalRatings: 1 } })
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 4, totalRatings: 1 })
    expect(await ratingStats(app, agent.id)).toMatchObject({ totalReviews: 1, ratingBreakdown: { 1: 0, 4: 1 } })
    expect((await listReviews(app, agent.id)).reviews.map((entry) => entry.title)).not.toContain('Terrible scam')
    expect((await queue(admin.cookie)).items.map((entry) => entry.id)).not.toContain(suspicious.id)
    expect((await queue(admin.cookie, 'hidden')).items.find((entry) => entry.id === suspicious.id)).toMatchObject({ status: 'hidden', reportCount: 0 })
  })

  it('restores a hidden review into the page and the average', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id, rating: 2 })
    const admin = await createReviewer({ role: 'admin' })
    await moderate(app, admin.cookie, review.id, 'hide')
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 0, totalRatings: 0 })

    const restored = await moderate(app, admin.cookie, review.id, 'restore')

    expect(await restored.json()).toMatchObject({ status: 'published', agentRating: { averageRating: 2, totalRatings: 1 } })
    expect((await listReviews(app, agent.id)).total).toBe(1)
  })

  it('keeps a reported review an admin restores, and clears it from the queue', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id, rating: 5 })
    const reporter = await createReviewer()
    await report(app, reporter.cookie, review.id, { reason: 'spam' })
    const admin = await createReviewer({ role: 'admin' })

    await moderate(app, admin.cookie, review.id, 'restore')

    expect((await queue(admin.cookie)).items.map((entry) => entry.id)).not.toContain(review.id)
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 5, totalRatings: 1 })
    // The reporter cannot report it again; someone else still can.
    expect((await report(app, reporter.cookie, review.id, { reason: 'spam' })).status).toBe(409)
    expect((await report(app, (await createReviewer()).cookie, review.id, { reason: 'spam' })).status).toBe(201)
  })

  it('queues held reviews with the reason; publishing one counts it', async () => {
    const pasted = 'Copy pasted praise that says nothing about any agent.'
    const author = await createReviewer()
    const agents = await Promise.all([1, 2, 3, 4].map(() => createAgent()))
    for (const agent of agents) await postReview(app, author.cookie, { agentId: agent.id, ...VALID_REVIEW, rating: 5, comment: pasted })
    const admin = await createReviewer({ role: 'admin' })

    const held = (await queue(admin.cookie)).items.find((entry) => entry.agent.id === agents[3]!.id)
    expect(held).toMatchObject({ status: 'held', heldReason: expect.stringContaining('3 other agents'), author: { id: author.id } })
    await moderate(app, admin.cookie, held!.id, 'restore')

    expect(await agentRating(app, agents[3]!.id)).toEqual({ averageRating: 5, totalRatings: 1 })
    // An approved text stays published when its author changes only the rating.
    const edited = await postReview(app, author.cookie, { agentId: agents[3]!.id, ...VALID_REVIEW, rating: 4, comment: pasted })
    expect((await edited.json()).review.status).toBe('published')
  })

  it('sends a hidden review its author edits back to the queue, still out of the average', async () => {
    const agent = await createAgent()
    const { review, userId } = await createReview({ agentId: agent.id, rating: 1 })
    const admin = await createReviewer({ role: 'admin' })
    await moderate(app, admin.cookie, review.id, 'hide')

    const edited = await postReview(app, await sessionCookieFor({ id: userId }), { agentId: agent.id, ...VALID_REVIEW, rating: 2 })

    expect(await edited.json()).toMatchObject({ outcome: 'updated', message: REVIEW_MESSAGES.held, review: { status: 'held' } })
    expect(await agentRating(app, agent.id)).toEqual({ averageRating: 0, totalRatings: 0 })
    expect((await queue(admin.cookie)).items.find((entry) => entry.id === review.id)).toMatchObject({ status: 'held' })
  })

  it('is for admins only: 401 for visitors, 403 for members, 404 for unknown reviews', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id })
    const member = await createReviewer()
    const admin = await createReviewer({ role: 'admin' })

    expect((await apiRequest(app, '/api/admin/reviews/queue')).status).toBe(401)
    expect((await apiRequest(app, '/api/admin/reviews/queue', { cookie: member.cookie })).status).toBe(403)
    expect((await moderate(app, member.cookie, review.id, 'hide')).status).toBe(403)
    expect((await moderate(app, null, review.id, 'hide')).status).toBe(401)
    expect((await moderate(app, admin.cookie, 987_654, 'hide')).status).toBe(404)
    expect((await listReviews(app, agent.id)).total).toBe(1)
  })
})
