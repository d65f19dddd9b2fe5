import { and, eq, isNull, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviewReports, reviews } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { lockPublishedReview } from './lock-published-review.ts'
import type { TReportReviewRequest, TReportReviewResult } from './report-review.schemas.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'

export type ReportReviewOptions = TReportReviewRequest & { userId: number; reviewId: number; now?: Date }

/**
 * A member flags a review for the moderation queue, once per review (409 on a repeat, also after
 * an admin resolved the first report). The review's open-report count is recounted.
 */
export async function reportReview({ userId, reviewId, reason, note, now = new Date() }: ReportReviewOptions): Promise<TReportReviewResult> {
  return db.transaction(async (tx) => {
    const review = await lockPublishedReview({ tx, reviewId })
    if (review.userId === userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReviewReport)

    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId, userId, reason, note: note ?? null, createdAt: now })
      .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
      .returning({ id: reviewReports.id })
    if (inserted.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReported)

    const openReports = sql`(select count(*) from ${reviewReports} where ${and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt))})`
    await tx.update(reviews).set({ reportCount: openReports }).where(eq(reviews.id, reviewId))

    return { message: REVIEW_MESSAGES.reported }
  })
}
