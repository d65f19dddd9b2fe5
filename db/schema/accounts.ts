import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Accounts, sessions and the security stores. Owned by server/accounts (mail_outbox by server/mail).
 * Roles: 'member' | 'admin'. "Builder" is not a role column: it is derived from owning an agent.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased and trimmed, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** `scrypt$N$r$p$salt$key` (base64url); empty for a deleted account, which no password matches. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('member'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member deleted the account: the row stays (anonymised) so reviews keep an author. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while an admin has locked the account: sign-in is refused and its sessions were revoked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Set when an admin granted builder (who otherwise becomes one by owning a listing). */
    builderGrantedAt: timestamp('builder_granted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
)

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a database leak does not hand out live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Links sent by mail: password reset, email change, email confirmation. Hash stored, used once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    /** SHA-256 (hex) of the token in the link. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password-reset' | 'email-change' | 'email-verify' */
    purpose: text('purpose').notNull(),
    /** The address being confirmed (email change and verification). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
)

/** Every mail in development and test (read at /dev/outbox); in production only undeliverable ones. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)

/**
 * The rate limiter's store: one row per key (rule + IP or account), a window that starts at the
 * key's first hit. In the database so the limit holds across several server processes.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
)

/** Secrets generated once and shared by every process (e.g. SESSION_SECRET when the env lacks it). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
