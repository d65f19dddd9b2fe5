import { getOptionalUser } from '../../../server/accounts/index.ts'
import { isAgentOwner } from '../../../server/catalogue/index.ts'
import { REVIEW_SORTS, findOwnReview, findReviews, getRatingStats, type TReviewSort } from '../../../server/reviews/index.ts'
import type { TReviewsPanelData } from '../../components/reviews/reviews-panel-data.ts'
import { isReviewNotice } from '../../components/reviews/review-notices.ts'

export const REVIEWS_PAGE_SIZE = 10

export type LoadReviewsPanelOptions = { request: Request; agentId: number }

function readSort(value: string | null): TReviewSort {
  return REVIEW_SORTS.find((sort) => sort === value) ?? 'helpful'
}

function readPage(value: string | null): number {
  const page = Number(value)

  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/**
 * The reviews panel's data for the agent page's loader: stats, one page of reviews in the chosen
 * order (`?reviewSort=` and `?reviewPage=` in the page URL), and what the viewer may do.
 */
export async function loadReviewsPanel({ request, agentId }: LoadReviewsPanelOptions): Promise<TReviewsPanelData> {
  const url = new URL(request.url)
  const sort = readSort(url.searchParams.get('reviewSort'))
  const pageNumber = readPage(url.searchParams.get('reviewPage'))
  const user = await getOptionalUser(request)

  const [stats, page, ownReview, ownership] = await Promise.all([
    getRatingStats({ agentId }),
    findReviews({ agentId, viewerId: user?.id ?? null, sort, limit: REVIEWS_PAGE_SIZE, offset: (pageNumber - 1) * REVIEWS_PAGE_SIZE }),
    user ? findOwnReview({ userId: user.id, agentId }) : null,
    user ? isAgentOwner({ userId: user.id, agentId }) : null,
  ])
  const notice = url.searchParams.get('reviewNotice')

  return {
    agentId,
    stats,
    page,
    sort,
    viewer: { isSignedIn: Boolean(user), isOwner: ownership === 'owner', ownReview },
    signInHref: `/sign-in?redirectTo=${encodeURIComponent(`${url.pathname}#reviews`)}`,
    notice: isReviewNotice(notice) ? notice : null,
    isFormOpen: url.searchParams.get('review') === 'write',
  }
}
