import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every admin action: who, when, what, and the values before and after. Owned by server/audit.
 * No foreign keys on purpose: an entry outlives the user and the object it names (ids are kept
 * as text, with a label copied at the time).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** The actor's e-mail (or 'system', 'crawler') at the time of the action. */
    actorLabel: text('actor_label').notNull(),
    /** Dotted verb, e.g. 'agent.premium.grant', 'review.hide', 'user.role.set', 'crawler.run'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target at the time (an agent's name, a user's e-mail). */
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
    index('audit_events_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
)
