import { data, redirect } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS, checkRateLimits, requireUser } from '../../../server/accounts/index.ts'
import {
  ZReplyToReviewRequest,
  ZReportReviewRequest,
  ZReviewForm,
  createOrUpdateReview,
  replyToReview,
  reportReview,
  voteReview,
  withdrawReviewVote,
} from '../../../server/reviews/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { logger } from '../../../server/shared/logger.ts'
import type { TReviewActionResult } from '../../components/reviews/reviews-panel-data.ts'
import { REVIEW_NOTICES, type TReviewNotice } from '../../components/reviews/review-notices.ts'
import { parseAgentIdParameter } from '../../lib/agent-links.ts'
import { parseForm } from '../auth/form.server.ts'

export type ReviewsActionOptions = { request: Request; params: { agentId?: string } }

const ZReviewTarget = z.object({ reviewId: z.coerce.number().int().positive() })
const ZVoteForm = ZReviewTarget.extend({ isHelpful: z.enum(['true', 'false']).transform((value) => value === 'true') })

type Outcome = { notice: TReviewNotice; message: string; reviewId?: number }
/** Either what happened, or the first message per invalid field. */
type Performed = { outcome: Outcome; fieldErrors?: undefined } | { outcome?: undefined; fieldErrors: Record<string, string> }

function fail(intent: string, status: number, body: Omit<TReviewActionResult, 'intent' | 'ok'>) {
  return data<TReviewActionResult>({ intent, ok: false, ...body }, { status })
}

async function perform(intent: string, formData: FormData, userId: number, agentId: number): Promise<Performed> {
  if (intent === 'review') {
    const parsed = parseForm(formData, ZReviewForm)
    if (!parsed.data) return { fieldErrors: parsed.fieldErrors }
    const result = await createOrUpdateReview({ ...parsed.data, agentId, userId })
    const notice = result.review.status !== 'published' ? 'held' : result.outcome === 'created' ? 'added' : 'updated'

    return { outcome: { notice, message: result.message, reviewId: result.review.id } }
  }
  const target = parseForm(formData, ZReviewTarget)
  if (!target.data) return { fieldErrors: target.fieldErrors }
  const { reviewId } = target.data
  if (intent === 'vote') {
    const parsed = parseForm(formData, ZVoteForm)
    if (!parsed.data) return { fieldErrors: parsed.fieldErrors }
    await voteReview({ userId, reviewId, isHelpful: parsed.data.isHelpful })

    return { outcome: { notice: 'voted', message: REVIEW_NOTICES.voted, reviewId } }
  }
  if (intent === 'unvote') {
    await withdrawReviewVote({ userId, reviewId })

    return { outcome: { notice: 'unvoted', message: REVIEW_NOTICES.unvoted, reviewId } }
  }
  if (intent === 'report') {
    const parsed = parseForm(formData, ZReportReviewRequest.strip())
    if (!parsed.data) return { fieldErrors: parsed.fieldErrors }
    const { message } = await reportReview({ userId, reviewId, ...parsed.data })

    return { outcome: { notice: 'reported', message, reviewId } }
  }
  if (intent === 'reply') {
    const parsed = parseForm(formData, ZReplyToReviewRequest.strip())
    if (!parsed.data) return { fieldErrors: parsed.fieldErrors }
    await replyToReview({ userId, reviewId, text: parsed.data.text })

    return { outcome: { notice: 'replied', message: REVIEW_NOTICES.replied, reviewId } }
  }

  return { fieldErrors: { intent: 'Unknown action.' } }
}

/**
 * The agent page's action for every reviews form: write or edit a review, vote, withdraw a vote,
 * report, reply. Enhanced forms (fetchers, `enhanced=1`) get the outcome as data and the page's
 * loaders revalidate; plain posts without JavaScript are redirected back to the page with a
 * notice (POST, redirect, GET), or re-render with the errors and what was typed.
 */
export async function reviewsAction({ request, params }: ReviewsActionOptions) {
  const agentId = parseAgentIdParameter(params.agentId)
  if (agentId === null) throw data(null, { status: 404 })
  const user = await requireUser(request)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const isEnhanced = formData.get('enhanced') === '1'
  const values = intent === 'review' ? { rating: String(formData.get('rating') ?? ''), title: String(formData.get('title') ?? ''), comment: String(formData.get('comment') ?? '') } : undefined

  // The same per-account budget as the API, so switching between page and API gains nothing.
  const refusal = await checkRateLimits({ checks: [{ rule: RATE_LIMITS.writePerAccount, identifier: `user:${user.id}` }] })
  if (refusal) return fail(intent, 429, { message: refusal.message, values })

  const reviewId = Number(formData.get('reviewId')) || undefined
  let performed: Performed
  try {
    performed = await perform(intent, formData, user.id, agentId)
  } catch (error) {
    if (isAppError(error)) return fail(intent, error.status, { message: error.message, values, reviewId })
    // Answered in the form (the spec's failure message) instead of replacing the whole page.
    logger.error({ err: error, intent }, 'reviews form failed')

    return fail(intent, 500, { message: 'Something went wrong on our side.', values, reviewId })
  }
  if (!performed.outcome) return fail(intent, 400, { fieldErrors: performed.fieldErrors, values, reviewId })

  const { outcome } = performed
  if (isEnhanced) return data<TReviewActionResult>({ intent, ok: true, message: outcome.message, reviewId: outcome.reviewId })

  const url = new URL(request.url)
  url.searchParams.set('reviewNotice', outcome.notice)
  url.searchParams.delete('review')

  return redirect(`${url.pathname}${url.search}#reviews`, 303)
}
