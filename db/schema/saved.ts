import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agents } from './catalogue.ts'

/**
 * A member's saved agents (the "Saved" list). Owned by server/saved. One row per member and
 * agent; both sides cascade, so a deleted account or agent leaves nothing behind.
 */
export const savedAgents = pgTable(
  'saved_agents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentId] }), index('saved_agents_user_saved_at_idx').on(t.userId, t.savedAt.desc())],
)
