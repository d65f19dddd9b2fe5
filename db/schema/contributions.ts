import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agents } from './catalogue.ts'

/** Facts the auto-extract read from GitHub or Hugging Face, kept with the contribution for the reviewer. */
export type ContributionMetadata = {
  stars?: number | null
  language?: string | null
  licence?: string | null
  topics?: string[]
  likes?: number | null
  /** 'github' | 'huggingface' when the fields came from the auto-extract. */
  extractedFrom?: string | null
}

/**
 * Agents members submit on /contribute, and the admin's decision on each. Owned by
 * server/contributions. `use_case` holds a taxonomy category code, `industry` an industry code.
 * Status: pending → approved (published as `published_agent_id`) or rejected (with admin notes).
 */
export const userContributions = pgTable(
  'user_contributions',
  {
    id: serial('id').primaryKey(),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentName: text('agent_name').notNull(),
    agentDescription: text('agent_description').notNull(),
    agentLink: text('agent_link').notNull(),
    /** The link's canonical form, so two pending submissions of one agent meet. */
    canonicalUrl: text('canonical_url').notNull(),
    useCase: text('use_case').notNull(),
    industry: text('industry').notNull().default('general'),
    difficulty: text('difficulty').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    deploymentGuide: text('deployment_guide'),
    /** Source repository URL (optional on the manual form). */
    githubRepo: text('github_repo'),
    metadata: jsonb('metadata').$type<ContributionMetadata>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAgentId: integer('published_agent_id').references(() => agents.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('user_contributions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('user_contributions_status_idx').on(t.status, t.submittedAt, t.id),
    index('user_contributions_submitter_idx').on(t.submitterId, t.submittedAt),
    index('user_contributions_canonical_url_idx').on(t.canonicalUrl),
    // One submission of a link waits for review at a time, even when two arrive at once.
    uniqueIndex('user_contributions_pending_url_key').on(t.canonicalUrl).where(sql`status = 'pending'`),
  ],
)

/**
 * A builder's request to own a listing. 'github-file': the builder proves control of the
 * repository by publishing `verification_code` in its README or an `.agent-atlas` file
 * (status pending → verified). 'admin': an admin approves or rejects it.
 */
export const agentClaims = pgTable(
  'agent_claims',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    verificationCode: text('verification_code'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why an admin decided as they did, or what the last verification found. */
    note: text('note'),
  },
  (t) => [
    check('agent_claims_method_check', sql`${t.method} in ('github-file', 'admin')`),
    check('agent_claims_status_check', sql`${t.status} in ('pending', 'verified', 'approved', 'rejected')`),
    // One open claim per member and agent: starting again returns the open one.
    uniqueIndex('agent_claims_open_key').on(t.agentId, t.userId).where(sql`status = 'pending'`),
    index('agent_claims_status_idx').on(t.status, t.createdAt),
    index('agent_claims_user_idx').on(t.userId),
  ],
)
