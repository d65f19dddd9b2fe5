import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as moderationAction, loader as moderationLoader } from '../../../app/routes/admin/reviews.tsx'
import { action as agentAction, loader as agentLoader } from '../../../app/routes/agents/agent-detail.tsx'
import type { TReviewActionResult } from '../../../app/components/reviews/reviews-panel-data.ts'
import { REVIEW_MESSAGES } from '../../../server/reviews/index.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview, makeOwner, storedRating } from '../../support/factories/reviews.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

/**
 * The reviews panel as the agent page serves it: its loader data and its action, called the way
 * React Router calls them (a Request and the load context), without a browser or a build.
 */
const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.9' })

type DataResult = { data: TReviewActionResult; init: ResponseInit | null }

async function agentPage() {
  const agent = await createAgent()
  const path = `/agents/${agent.id}-${agent.slug}`

  return { agent, path, params: { agentId: `${agent.id}-${agent.slug}` } }
}

function load(path: string, params: Record<string, string>, cookie?: string) {
  return agentLoader({ request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }), params, context: context() } as never)
}

function post(path: string, params: Record<string, string>, fields: Record<string, string>, cookie?: string) {
  const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} })

  return agentAction({ request, params, context: context() } as never) as Promise<Response | DataResult>
}

const REVIEW_FIELDS = { intent: 'review', rating: '4', title: 'Handles our intake', comment: 'It sorts new client emails into the right folder every morning.' }

describe('the reviews panel on the agent page', () => {
  it('shows visitors the reviews, the stats and a sign-in link that comes back here', async () => {
    const { agent, path, params } = await agentPage()
    await createReview({ agentId: agent.id, rating: 3 })

    const { reviews } = await load(path, params)

    expect(reviews.stats).toMatchObject({ totalReviews: 1, ratingBreakdown: { 3: 1 } })
    expect(reviews.page.reviews).toHaveLength(1)
    expect(reviews.viewer).toEqual({ isSignedIn: false, isOwner: false, ownReview: null })
    expect(reviews.signInHref).toBe(`/sign-in?redirectTo=${encodeURIComponent(`${path}#reviews`)}`)
  })

  it('takes a review posted without JavaScript and redirects back with the notice (POST, redirect, GET)', async () => {
    const { agent, path, params } = await agentPage()
    const cookie = await sessionCookieFor(await createUser())

    const response = (await post(path, params, REVIEW_FIELDS, cookie)) as Response

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${path}?reviewNotice=added#reviews`)
    expect(await storedRating(agent.id)).toEqual({ averageRating: 4, totalRatings: 1 })
    const { reviews } = await load(`${path}?reviewNotice=added`, params, cookie)
    expect(reviews.notice).toBe('added')
    expect(reviews.viewer.ownReview).toMatchObject({ rating: 4, title: 'Handles our intake' })
  })

  it('answers an enhanced (fetcher) post with the message, and a second one edits the review', async () => {
    const { agent, path, params } = await agentPage()
    const cookie = await sessionCookieFor(await createUser())

    const first = (await post(path, params, { ...REVIEW_FIELDS, enhanced: '1' }, cookie)) as DataResult
    const second = (await post(path, params, { ...REVIEW_FIELDS, rating: '2', enhanced: '1' }, cookie)) as DataResult

    expect(first.data).toMatchObject({ intent: 'review', ok: true, message: 'Review Added' })
    expect(second.data).toMatchObject({ ok: true, message: REVIEW_MESSAGES.updated })
    expect(await storedRating(agent.id)).toEqual({ averageRating: 2, totalRatings: 1 })
  })

  it('keeps what was typed and names the blank field when a plain post fails', async () => {
    const { path, params } = await agentPage()
    const cookie = await sessionCookieFor(await createUser())

    const failed = (await post(path, params, { ...REVIEW_FIELDS, title: ' ' }, cookie)) as DataResult

    expect(failed.init?.status).toBe(400)
    expect(failed.data).toMatchObject({ ok: false, fieldErrors: { title: 'Please fill in all fields.' }, values: { comment: REVIEW_FIELDS.comment } })
  })

  it('sends visitors who post to sign in', async () => {
    const { path, params } = await agentPage()

    const refused = await post(path, params, REVIEW_FIELDS).catch((error: unknown) => error)

    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get('location')).toMatch(/^\/sign-in\?redirectTo=/)
  })

  it('votes, withdraws, reports once, and lets the owner reply', async () => {
    const { agent, path, params } = await agentPage()
    const { review } = await createReview({ agentId: agent.id })
    const member = await sessionCookieFor(await createUser())
    const owner = await createUser()
    await makeOwner({ agentId: agent.id, userId: owner.id })
    const target = { reviewId: String(review.id), enhanced: '1' }

    expect((await post(path, params, { intent: 'vote', isHelpful: 'true', ...target }, member)) as DataResult).toMatchObject({ data: { ok: true } })
    expect((await load(path, params, member)).reviews.page.reviews[0]).toMatchObject({ helpfulCount: 1, viewer: { vote: 'helpful' } })
    await post(path, params, { intent: 'unvote', ...target }, member)
    expect((await load(path, params)).reviews.page.reviews[0]?.helpfulCount).toBe(0)

    expect(((await post(path, params, { intent: 'report', reason: 'spam', note: '', ...target }, member)) as DataResult).data.ok).toBe(true)
    const again = (await post(path, params, { intent: 'report', reason: 'spam', ...target }, member)) as DataResult
    expect(again.init?.status).toBe(409)
    expect(again.data.message).toBe(REVIEW_MESSAGES.alreadyReported)

    const ownerCookie = await sessionCookieFor(owner)
    expect((await load(path, params, ownerCookie)).reviews.viewer.isOwner).toBe(true)
    await post(path, params, { intent: 'reply', text: 'Thanks, fixed in 2.0.', ...target }, ownerCookie)
    expect((await load(path, params)).reviews.page.reviews[0]?.ownerReply?.text).toBe('Thanks, fixed in 2.0.')
  })
})

describe('the admin moderation page', () => {
  it('is for admins; hiding a review there takes it out of the average at once', async () => {
    const agent = await createAgent()
    const { review } = await createReview({ agentId: agent.id, rating: 1 })
    await createReview({ agentId: agent.id, rating: 5 })
    const request = (cookie: string, init: RequestInit = {}) => new Request('http://localhost/admin/reviews', { ...init, headers: { cookie } })
    const memberRefusal = await moderationLoader({ request: request(await sessionCookieFor(await createUser())), params: {}, context: context() } as never).catch((error: unknown) => error)
    expect((memberRefusal as { init?: ResponseInit }).init?.status).toBe(403)

    const adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const response = (await moderationAction({ request: request(adminCookie, { method: 'POST', body: new URLSearchParams({ intent: 'hide', reviewId: String(review.id) }) }), params: {}, context: context() } as never)) as Response

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin/reviews?done=hidden')
    expect(await storedRating(agent.id)).toEqual({ averageRating: 5, totalRatings: 1 })
    const hidden = await moderationLoader({ request: request(adminCookie, {}), params: {}, context: context() } as never)
    expect(hidden.queue.items.map((item) => item.id)).not.toContain(review.id)
  })
})
