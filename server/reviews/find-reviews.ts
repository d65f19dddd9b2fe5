import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviewReports, reviewVotes, reviews, users } from '../../db/schema/index.ts'
import { ensureAgentListed } from './ensure-agent-listed.ts'
import { ZFindReviewsQuery, type TFindReviewsQuery, type TFindReviewsResult } from './find-reviews.schemas.ts'
import type { TReviewSort, TReviewStatus } from './review-rules.ts'
import type { TReview } from './review.schemas.ts'

export type FindReviewsOptions = TFindReviewsQuery & {
  agentId: number
  /** The signed-in member, if any: they also see their own held or hidden review, first. */
  viewerId?: number | null
}

const ORDER: Record<TReviewSort, SQL[]> = {
  helpful: [sql`${reviews.helpfulCount} desc`, sql`${reviews.notHelpfulCount} asc`, sql`${reviews.createdAt} desc`],
  newest: [sql`${reviews.createdAt} desc`],
  highest: [sql`${reviews.rating} desc`, sql`${reviews.helpfulCount} desc`, sql`${reviews.createdAt} desc`],
  lowest: [sql`${reviews.rating} asc`, sql`${reviews.helpfulCount} desc`, sql`${reviews.createdAt} desc`],
}

/**
 * An agent's reviews, one page at a time, in the chosen order. Visitors see published reviews;
 * a member also sees their own review whatever its status, pinned first, with their votes and reports.
 */
export async function findReviews({ agentId, viewerId = null, ...query }: FindReviewsOptions): Promise<TFindReviewsResult> {
  const { sort, limit, offset } = ZFindReviewsQuery.parse(query)
  await ensureAgentListed({ agentId })

  const isPublished = eq(reviews.status, 'published')
  const visible = and(eq(reviews.agentId, agentId), viewerId === null ? isPublished : or(isPublished, eq(reviews.userId, viewerId)))
  const viewer = viewerId ?? 0
  const viewerVote = sql<boolean | null>`(select ${reviewVotes.isHelpful} from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewer})`
  const hasReported = sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.userId} = ${viewer})`

  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: reviews, authorName: users.name, viewerVote, hasReported })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(visible)
      .orderBy(sql`(${reviews.userId} = ${viewer}) desc`, ...ORDER[sort], sql`${reviews.id} desc`)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(visible),
  ])

  const list: TReview[] = rows.map(({ review, authorName, viewerVote: vote, hasReported: reported }) => ({
    id: review.id,
    agentId: review.agentId,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    authorName,
    verified: review.verified,
    helpfulCount: review.helpfulCount,
    notHelpfulCount: review.notHelpfulCount,
    status: review.status as TReviewStatus,
    ownerReply: review.ownerReply && review.ownerRepliedAt ? { text: review.ownerReply, repliedAt: review.ownerRepliedAt.toISOString() } : null,
    // An edit a second or more after posting; the first save writes both timestamps at once.
    isEdited: review.updatedAt.getTime() - review.createdAt.getTime() >= 1000,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    viewer: {
      isAuthor: review.userId === viewerId,
      vote: vote === null || vote === undefined ? null : vote ? 'helpful' : 'not-helpful',
      hasReported: Boolean(reported),
    },
  }))

  return { reviews: list, total: counted?.total ?? 0, sort, limit, offset }
}
