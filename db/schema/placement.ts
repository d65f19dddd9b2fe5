import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { agents } from './catalogue.ts'

/**
 * Why an agent is premium, one row per grant: a paid upgrade, the builder's Premium Listing
 * subscription, or an admin's manual grant. Owned by server/placement, which derives the agent's
 * is_premium, premium_until, premium_tier and priority_score from the active grants, so an admin
 * removing their grant never touches what a builder paid for.
 */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** 'upgrade' | 'subscription' | 'admin' */
    source: text('source').notNull(),
    /** A tier of server/shared/pricing.ts PREMIUM_TIER_RANK. */
    tier: text('tier').notNull(),
    /** Order within a tier, 0–1000 (spec default 100). */
    priorityScore: integer('priority_score').notNull().default(100),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The admin who granted it (source 'admin'), or the buyer (paid grants). */
    grantedByUserId: integer('granted_by_user_id'),
    /** The payment behind a paid grant (a transaction or subscription id): one grant per payment. */
    reference: text('reference'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('premium_grants_source_check', sql`${t.source} in ('upgrade', 'subscription', 'admin')`),
    check('premium_grants_priority_check', sql`${t.priorityScore} between 0 and 1000`),
    index('premium_grants_agent_idx').on(t.agentId, t.endsAt),
    index('premium_grants_ends_idx').on(t.endsAt).where(sql`revoked_at is null`),
  ],
)
