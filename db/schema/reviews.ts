import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agents } from './catalogue.ts'

/**
 * Reviews, helpful votes, reports and the "verified use" record. Owned by server/reviews.
 * A review carries its member's rating, so there is no separate ratings table; the agent's
 * average_rating and total_ratings are recomputed from the published reviews on every write.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    /** SHA-256 of the comment lower-cased with punctuation and spacing removed: finds the same text pasted on many agents. */
    commentFingerprint: text('comment_fingerprint').notNull(),
    /** 'published' (counts and shows), 'held' (awaiting moderation), 'hidden' (removed by an admin). */
    status: text('status').notNull().default('published'),
    /** Set at write time when the member bought or deployed the agent through us (agent_usage). */
    verified: boolean('verified').notNull().default(false),
    /** Members who found it helpful: always the count of review_votes with is_helpful. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    /** Unresolved reports: the moderation queue shows reviews with one or more. */
    reportCount: integer('report_count').notNull().default(0),
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
    /** Why a review is held, in words for the admin (e.g. the same text on other agents). */
    heldReason: text('held_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedByUserId: integer('moderated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_agent_user_key').on(t.agentId, t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'held', 'hidden')`),
    index('reviews_agent_status_idx').on(t.agentId, t.status),
    index('reviews_user_fingerprint_idx').on(t.userId, t.commentFingerprint),
    index('reviews_moderation_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'held' or ${t.reportCount} > 0`),
  ],
)

/** One helpful / not helpful vote per member per review; withdrawing deletes the row. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isHelpful: boolean('is_helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_votes_review_user_key').on(t.reviewId, t.userId)],
)

/** One report per member per review; an admin's hide or restore resolves the open ones. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A code from REVIEW_REPORT_REASONS (server/reviews/review-rules.ts). */
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** 'hidden' (the review was removed) or 'kept' (an admin restored or published it). */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId),
    index('review_reports_open_idx').on(t.reviewId).where(sql`${t.resolvedAt} is null`),
  ],
)

/**
 * Proof that a member used an agent through us: a purchase (payments) or a deployment
 * (deployment help). Written with recordAgentUsage(); a review is "Verified" when a row exists.
 * `reference` is the payment or deployment id, so replaying the same event records nothing new.
 */
export const agentUsage = pgTable(
  'agent_usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** 'purchase' | 'deployment' */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_usage_event_key').on(t.userId, t.agentId, t.kind, t.reference),
    check('agent_usage_kind_check', sql`${t.kind} in ('purchase', 'deployment')`),
    index('agent_usage_agent_idx').on(t.agentId),
  ],
)
