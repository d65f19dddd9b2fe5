import { data, redirect } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireUser } from '../../lib/guards.server.ts'
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
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { logger } from '../../../server/shared/logger.ts'
import type { TReviewActionResult } from '../../components/reviews/reviews-panel-data.ts'
import { REVIEW_NOTICES, type TReviewNotice } from '../../components/reviews/review-notices.ts'
import { parseAgentIdParameter } from '../../lib/agent-links.ts'
import { pageAction, type TFailureContext, type TPageActionFailure, type TPageRateLimit } from '../../lib/page-action.server.ts'

const ZReviewTarget = z.object({ reviewId: ZDatabaseId })
const ZVoteForm = ZReviewTarget.extend({ isHelpful: z.enum(['true', 'false']).transform((value) => value === 'true') })

type Outcome = { notice: TReviewNotice; message: string; reviewId?: number }

const WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.writePerAccount, by: 'user' }]

function valuesOf(formData: FormData, intent: string) {
  const field = (name: string) => {
    const value = formData.get(name)

    return typeof value === 'string' ? value : ''
  }

  return intent === 'review' ? { rating: field('rating'), title: field('title'), comment: field('comment') } : undefined
}

/** Refusals stay in the form that was sent, with what was typed. */
function failure({ message, fieldErrors }: TPageActionFailure, { intent, formData }: TFailureContext): TReviewActionResult {
  const reviewId = Number(formData.get('reviewId')) || undefined

  return { intent, ok: false, ...(fieldErrors ? { fieldErrors } : { message }), values: valuesOf(formData, intent), reviewId }
}

/**
 * Enhanced forms (fetchers, `enhanced=1`) get the outcome as data and the page's loaders
 * revalidate; plain posts without JavaScript are redirected back to the page with a notice
 * (POST, redirect, GET).
 */
function answer(request: Request, formData: FormData, intent: string, outcome: Outcome) {
  if (formData.get('enhanced') === '1') return data<TReviewActionResult>({ intent, ok: true, message: outcome.message, reviewId: outcome.reviewId })
  const url = new URL(request.url)
  url.searchParams.set('reviewNotice', outcome.notice)
  url.searchParams.delete('review')

  return redirect(`${url.pathname}${url.search}#reviews`, 303)
}

/** Unexpected failures are answered in the form (the spec's failure message) instead of replacing the whole page. */
async function perform(intent: string, formData: FormData, run: () => Promise<Outcome>): Promise<Outcome | ReturnType<typeof data<TReviewActionResult>>> {
  try {
    return await run()
  } catch (error) {
    if (isAppError(error)) throw error
    logger.error({ err: error, intent }, 'reviews form failed')

    return data<TReviewActionResult>({ intent, ok: false, message: 'Something went wrong on our side.', values: valuesOf(formData, intent), reviewId: Number(formData.get('reviewId')) || undefined }, { status: 500 })
  }
}

function agentIdOf(params: { agentId?: string }): number {
  const agentId = parseAgentIdParameter(params.agentId)
  if (agentId === null) throw data(null, { status: 404 })

  return agentId
}

/**
 * The agent page's action for every reviews form: write or edit a review, vote, withdraw a vote,
 * report, reply. Every form spends the same per-account budget as the API.
 */
export const reviewsAction = pageAction({
  guard: ({ request, params }) => {
    agentIdOf(params)

    return requireUser(request)
  },
  intents: (intent) => {
    const run = (name: string, work: (args: { userId: number; agentId: number; reviewId: number }) => Promise<Outcome>) =>
      async ({ request, params, user, input, formData }: { request: Request; params: { agentId?: string }; user: { id: number }; input: { reviewId?: number }; formData: FormData }) => {
        const outcome = await perform(name, formData, () => work({ userId: user.id, agentId: agentIdOf(params), reviewId: input.reviewId ?? 0 }))

        return 'notice' in outcome ? answer(request, formData, name, outcome) : outcome
      }

    return {
      review: intent({
        rateLimit: WRITES,
        schema: ZReviewForm,
        failure,
        handler: async ({ request, params, user, input, formData }) => {
          const outcome = await perform('review', formData, async () => {
            const result = await createOrUpdateReview({ ...input, agentId: agentIdOf(params), userId: user.id })
            const notice = result.review.status !== 'published' ? 'held' : result.outcome === 'created' ? 'added' : 'updated'

            return { notice, message: result.message, reviewId: result.review.id }
          })

          return 'notice' in outcome ? answer(request, formData, 'review', outcome) : outcome
        },
      }),
      vote: intent({
        rateLimit: WRITES,
        schema: ZVoteForm,
        failure,
        handler: async (args) =>
          run('vote', async ({ userId, reviewId }) => {
            await voteReview({ userId, reviewId, isHelpful: args.input.isHelpful })

            return { notice: 'voted', message: REVIEW_NOTICES.voted, reviewId }
          })(args),
      }),
      unvote: intent({
        rateLimit: WRITES,
        schema: ZReviewTarget,
        failure,
        handler: run('unvote', async ({ userId, reviewId }) => {
          await withdrawReviewVote({ userId, reviewId })

          return { notice: 'unvoted', message: REVIEW_NOTICES.unvoted, reviewId }
        }),
      }),
      report: intent({
        rateLimit: WRITES,
        schema: ZReviewTarget.extend(ZReportReviewRequest.shape),
        failure,
        handler: async (args) =>
          run('report', async ({ userId, reviewId }) => {
            const { message } = await reportReview({ userId, reviewId, reason: args.input.reason, note: args.input.note })

            return { notice: 'reported', message, reviewId }
          })(args),
      }),
      reply: intent({
        rateLimit: WRITES,
        schema: ZReviewTarget.extend(ZReplyToReviewRequest.shape),
        failure,
        handler: async (args) =>
          run('reply', async ({ userId, reviewId }) => {
            await replyToReview({ userId, reviewId, text: args.input.text })

            return { notice: 'replied', message: REVIEW_NOTICES.replied, reviewId }
          })(args),
      }),
    }
  },
})
