import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Payments (owned by server/payments): the builder's customer id at the provider, every money
 * movement with its state, the Premium Listing subscriptions, the ledger of webhook events handled
 * (each event id once) and the sandbox provider's own checkout sessions. No foreign key to agents:
 * a transaction outlives a deleted listing.
 */

/** users.stripeCustomerId of the spec, kept here so the accounts domain's table stays its own. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' | 'sandbox': a sandbox id means nothing to Stripe and the other way round. */
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_customers_customer_key').on(t.customerId)],
)

/** One purchase: an upgrade, a paid agent, the deployment service, a test payment or a subscription invoice. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: integer('agent_id'),
    /** 'upgrade' | 'agent-purchase' | 'deployment-service' | 'premium-listing' | 'test-payment' */
    kind: text('kind').notNull(),
    /** Upgrade tier code (basic, professional, enterprise). */
    tier: text('tier'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The platform's 15% on paid agents; 0 for our own products. */
    commissionCents: integer('commission_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** 'pending' | 'succeeded' | 'failed' | 'refunded' */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    /** Same purchase from the same member in the same window: one transaction, one session. */
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    invoiceId: text('invoice_id'),
    subscriptionId: text('subscription_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('transactions_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
    check('transactions_amount_check', sql`${t.amountCents} >= 0 and ${t.commissionCents} >= 0`),
    uniqueIndex('transactions_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('transactions_checkout_session_key').on(t.checkoutSessionId),
    uniqueIndex('transactions_invoice_key').on(t.invoiceId),
    index('transactions_payment_intent_idx').on(t.paymentIntentId),
    index('transactions_user_idx').on(t.userId, t.createdAt),
  ],
)

/** Every state a transaction went through, and the event that moved it. */
export const transactionStatusChanges = pgTable(
  'transaction_status_changes',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    eventId: text('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_status_changes_tx_idx').on(t.transactionId)],
)

/** A builder's Premium Listing subscription, as the provider's events describe it. */
export const premiumSubscriptions = pgTable(
  'premium_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    /** 'incomplete' | 'active' | 'past_due' | 'canceled' */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** `created` of the last subscription event applied: an older one arriving late is ignored. */
    lastEventCreatedAt: timestamp('last_event_created_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('premium_subscriptions_stripe_key').on(t.stripeSubscriptionId), index('premium_subscriptions_user_idx').on(t.userId)],
)

/** Each webhook event id handled once: a replay finds its row and changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** 'processed' | 'ignored' | 'unknown-customer' */
  outcome: text('outcome').notNull(),
  detail: text('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The sandbox provider's checkout sessions (no Stripe keys): what its TEST MODE page shows and charges. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  /** 'payment' | 'subscription' */
  mode: text('mode').notNull(),
  customerId: text('customer_id').notNull(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** 'open' | 'complete' */
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
