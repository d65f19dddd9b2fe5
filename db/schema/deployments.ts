import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agents } from './catalogue.ts'

/**
 * A member asking us for help deploying an agent that is not self-deployable, optionally with the
 * paid full deployment service. Owned by server/deployments. Admins work the queue.
 * status: open → in-progress → done, or cancelled. payment: none | pending | paid | refunded.
 */
export const deploymentRequests = pgTable(
  'deployment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The agent's name when asked, so the request reads well if the agent is removed. */
    agentName: text('agent_name').notNull(),
    /** 'guidance' (free help from us) | 'full-service' (the paid deployment service). */
    service: text('service').notNull().default('guidance'),
    status: text('status').notNull().default('open'),
    paymentStatus: text('payment_status').notNull().default('none'),
    /** The payment behind a full-service request (a checkout session or transaction id). */
    paymentReference: text('payment_reference'),
    /** What the member wants to achieve, where it should run. */
    message: text('message'),
    adminNotes: text('admin_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deployment_requests_service_check', sql`${t.service} in ('guidance', 'full-service')`),
    check('deployment_requests_status_check', sql`${t.status} in ('open', 'in-progress', 'done', 'cancelled')`),
    check('deployment_requests_payment_check', sql`${t.paymentStatus} in ('none', 'pending', 'paid', 'refunded')`),
    index('deployment_requests_status_idx').on(t.status, t.createdAt),
    index('deployment_requests_user_idx').on(t.userId, t.createdAt),
  ],
)
