import { and, eq, ne, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviews } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { commentFingerprint } from './comment-fingerprint.ts'
import type { TCreateReviewRequest, TCreateReviewResult } from './create-or-update-review.schemas.ts'
import { hasVerifiedUse } from './has-verified-use.ts'
import { lockAgent } from './lock-agent.ts'
import { recomputeAgentRating } from './recompute-agent-rating.ts'
import { DUPLICATE_COMMENT_AGENT_LIMIT, REVIEW_MESSAGES, type TReviewStatus } from './review-rules.ts'
import type { TReviewTransaction } from './review-transaction.ts'
import { toOwnReview } from './to-own-review.ts'

export type CreateOrUpdateReviewOptions = TCreateReviewRequest & { userId: number; now?: Date }

type Moderation = { status: TReviewStatus; heldReason: string | null }

/** How many other agents this member already posted the same (normalised) comment on. */
async function countSameCommentElsewhere(tx: TReviewTransaction, userId: number, agentId: number, fingerprint: string): Promise<number> {
  const [row] = await tx
    .select({ agents: sql<number>`count(distinct ${reviews.agentId})::int` })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.commentFingerprint, fingerprint), ne(reviews.agentId, agentId)))

  return row?.agents ?? 0
}

/**
 * Which status the submitted text gets. A text the member pasted on many agents waits for an admin;
 * so does an edit of a review an admin hid (the edit may have fixed it, an admin decides). A
 * published review whose text did not change stays published (an admin may have approved it).
 */
async function moderate(tx: TReviewTransaction, options: { userId: number; agentId: number; fingerprint: string; existing?: typeof reviews.$inferSelect }): Promise<Moderation> {
  const { userId, agentId, fingerprint, existing } = options
  if (existing?.status === 'hidden') return { status: 'held', heldReason: 'Edited by its author after an admin hid it.' }
  if (existing?.status === 'published' && existing.commentFingerprint === fingerprint) return { status: 'published', heldReason: null }

  const copies = await countSameCommentElsewhere(tx, userId, agentId, fingerprint)
  if (copies >= DUPLICATE_COMMENT_AGENT_LIMIT) {
    return { status: 'held', heldReason: `The same text is in this member's reviews of ${copies} other agents.` }
  }

  return { status: 'published', heldReason: null }
}

function messageFor(outcome: 'created' | 'updated', status: TReviewStatus): string {
  if (status !== 'published') return REVIEW_MESSAGES.held

  return outcome === 'created' ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.updated
}

/**
 * A member's review of an agent: the first submission creates it, a later one edits it (one review
 * per member per agent). Builders cannot review their own agent. In one transaction with the agent
 * row locked: the review, its Verified flag, and the agent's recomputed average and count.
 */
export async function createOrUpdateReview({ userId, agentId, rating, title, comment, now = new Date() }: CreateOrUpdateReviewOptions): Promise<TCreateReviewResult> {
  return db.transaction(async (tx) => {
    const agent = await lockAgent({ tx, agentId, mustBeActive: true })
    if (agent.ownerUserId === userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownAgent)

    const [existing] = await tx.select().from(reviews).where(and(eq(reviews.agentId, agentId), eq(reviews.userId, userId)))
    const fingerprint = commentFingerprint(comment)
    const { status, heldReason } = await moderate(tx, { userId, agentId, fingerprint, existing })
    const verified = await hasVerifiedUse({ userId, agentId, executor: tx })
    const fields = { rating, title, comment, commentFingerprint: fingerprint, status, heldReason, verified }

    const [saved] = existing
      ? await tx.update(reviews).set({ ...fields, updatedAt: now }).where(eq(reviews.id, existing.id)).returning()
      : await tx.insert(reviews).values({ ...fields, agentId, userId, createdAt: now, updatedAt: now }).returning()
    if (!saved) throw new Error('The review was not saved')
    await recomputeAgentRating({ tx, agentId })
    const outcome = existing ? 'updated' : 'created'

    return { review: toOwnReview(saved), outcome, message: messageFor(outcome, status) }
  })
}
