import { desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, reviewReports, reviews, users } from '../../db/schema/index.ts'
import {
  ZModerationQueueQuery,
  type TModerationItem,
  type TModerationQueue,
  type TModerationQueueQuery,
} from './find-moderation-queue.schemas.ts'
import type { TReviewReportReason, TReviewStatus } from './review-rules.ts'

export type FindModerationQueueOptions = TModerationQueueQuery

async function reportsOf(reviewIds: number[]) {
  if (reviewIds.length === 0) return []

  return db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
      resolvedAt: reviewReports.resolvedAt,
      resolution: reviewReports.resolution,
    })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, reviewIds))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
}

/**
 * Admin: what needs a decision. The open view lists held reviews and reviews with unresolved
 * reports, most reported first, then the longest waiting; the hidden view lists hidden reviews,
 * latest decision first, so an admin can restore one.
 */
export async function findModerationQueue(query: FindModerationQueueOptions = {}): Promise<TModerationQueue> {
  const { view, limit, offset } = ZModerationQueueQuery.parse(query)
  const condition = view === 'open' ? or(eq(reviews.status, 'held'), gt(reviews.reportCount, 0)) : eq(reviews.status, 'hidden')
  const order = view === 'open' ? [desc(reviews.reportCount), reviews.updatedAt, reviews.id] : [sql`${reviews.moderatedAt} desc nulls last`, desc(reviews.id)]

  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: reviews, agent: { id: agents.id, name: agents.name, slug: agents.slug }, authorName: users.name })
      .from(reviews)
      .innerJoin(agents, eq(agents.id, reviews.agentId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(condition),
  ])
  const reports = await reportsOf(rows.map((row) => row.review.id))

  const items: TModerationItem[] = rows.map(({ review, agent, authorName }) => {
    const ownReports = reports.filter((report) => report.reviewId === review.id && (view === 'hidden' || report.resolvedAt === null))
    const reasonCounts: Record<string, number> = {}
    for (const report of ownReports) if (report.resolvedAt === null) reasonCounts[report.reason] = (reasonCounts[report.reason] ?? 0) + 1

    return {
      id: review.id,
      agent,
      author: { id: review.userId, name: authorName },
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      status: review.status as TReviewStatus,
      heldReason: review.heldReason,
      verified: review.verified,
      reportCount: review.reportCount,
      reasonCounts,
      reports: ownReports.map((report) => ({
        reason: report.reason as TReviewReportReason,
        note: report.note,
        createdAt: report.createdAt.toISOString(),
        resolution: report.resolution,
      })),
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
      moderatedAt: review.moderatedAt?.toISOString() ?? null,
    }
  })

  return { items, total: counted?.total ?? 0, view, limit, offset }
}
