import type { App } from '../../../server/http/app.ts'
import type { TFindReviewsResult, TRatingStats } from '../../../server/reviews/index.ts'
import { apiRequest } from '../../support/auth.ts'

/** Thin wrappers over the reviews API, so tests read like the calls a page makes. */

let addressCounter = 0

/** A fresh caller address per write, so only the per-account limit applies. */
function nextAddress(): string {
  addressCounter += 1

  return `192.0.2.${(addressCounter % 250) + 1}`
}

export function postReview(app: App, cookie: string | null, body: Record<string, unknown>) {
  return apiRequest(app, '/api/reviews', { method: 'POST', body, cookie, address: nextAddress() })
}

export function vote(app: App, cookie: string | null, reviewId: number, isHelpful: boolean) {
  return apiRequest(app, `/api/reviews/${reviewId}/vote`, { method: 'POST', body: { isHelpful }, cookie, address: nextAddress() })
}

export function withdrawVote(app: App, cookie: string | null, reviewId: number) {
  return apiRequest(app, `/api/reviews/${reviewId}/vote`, { method: 'DELETE', cookie, address: nextAddress() })
}

export function report(app: App, cookie: string | null, reviewId: number, body: Record<string, unknown>) {
  return apiRequest(app, `/api/reviews/${reviewId}/report`, { method: 'POST', body, cookie, address: nextAddress() })
}

export function reply(app: App, cookie: string | null, reviewId: number, text: string) {
  return apiRequest(app, `/api/reviews/${reviewId}/reply`, { method: 'POST', body: { text }, cookie, address: nextAddress() })
}

export function moderate(app: App, cookie: string | null, reviewId: number, action: 'hide' | 'restore') {
  return apiRequest(app, `/api/admin/reviews/${reviewId}/${action}`, { method: 'POST', cookie, address: nextAddress() })
}

export async function listReviews(app: App, agentId: number, { cookie, query = '' }: { cookie?: string | null; query?: string } = {}): Promise<TFindReviewsResult> {
  const response = await apiRequest(app, `/api/agents/${agentId}/reviews${query}`, { cookie })
  if (response.status !== 200) throw new Error(`GET reviews answered ${response.status}: ${await response.text()}`)

  return response.json()
}

export async function ratingStats(app: App, agentId: number): Promise<TRatingStats> {
  const response = await apiRequest(app, `/api/agents/${agentId}/rating-stats`)
  if (response.status !== 200) throw new Error(`GET rating-stats answered ${response.status}: ${await response.text()}`)

  return response.json()
}

/** The agent as GET /api/agents/{id} shows it (cards and JSON-LD read the same columns). */
export async function agentRating(app: App, agentId: number): Promise<{ averageRating: number; totalRatings: number }> {
  const response = await apiRequest(app, `/api/agents/${agentId}`)
  const agent = (await response.json()) as { averageRating: number; totalRatings: number }

  return { averageRating: agent.averageRating, totalRatings: agent.totalRatings }
}

export const VALID_REVIEW = {
  rating: 4,
  title: 'Saves our front desk hours',
  comment: 'We use it to answer appointment questions; it handles most of them without help.',
}
