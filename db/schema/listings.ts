import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agents } from './catalogue.ts'

/**
 * The builder's listings: analytics and inquiries. Owned by server/listings, which also decides
 * who owns an agent (agents.owner_user_id, written only through server/listings: decision 017).
 */

/** One row per agent per UTC day: the counters the dashboard charts (spec: listing_analytics). */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
)

/**
 * Who was already counted as a visitor of an agent on a day: a SHA-256 of the day's random salt
 * and a hash of address and browser. The salt is deleted after the day, so yesterday's hashes
 * cannot be linked to anyone; rows older than two days are deleted too.
 */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.visitorHash] })],
)

/** The day's random salt for visitor hashes, shared by every process; older salts are deleted. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
})

/** "Contact the builder" messages. Status: new → read → replied → archived (read ↔ new by the builder). */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The agent's owner when the message was sent: the only account that reads it. */
    builderUserId: integer('builder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_inquiries_status_check', sql`${t.status} in ('new', 'read', 'replied', 'archived')`),
    index('contact_inquiries_builder_idx').on(t.builderUserId, t.createdAt),
  ],
)

/** Each reply a builder sent to an inquiry, with the mail that carried it. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => contactInquiries.id, { onDelete: 'cascade' }),
    builderUserId: integer('builder_user_id').notNull(),
    message: text('message').notNull(),
    /** The mail_outbox row (development, test, or production without SMTP). */
    mailOutboxId: integer('mail_outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId)],
)
