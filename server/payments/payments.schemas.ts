import { z } from 'zod'
import type { TRateLimitRule } from '../accounts/index.ts'
import { UPGRADE_TIERS } from '../shared/pricing.ts'

const INT32 = 2_147_483_647

export const PURCHASE_KINDS = ['premium-listing', 'upgrade', 'agent-purchase', 'deployment-service', 'test-payment'] as const
export type TPurchaseKind = (typeof PURCHASE_KINDS)[number]
export const TRANSACTION_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number]
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** /stripe-test's buttons ($1, $10, $39): the only amounts a test payment may have. */
export const TEST_PAYMENT_AMOUNTS = [100, 1000, 3900] as const

export const UPGRADE_TIER_CODES = UPGRADE_TIERS.map((tier) => tier.code) as ['basic', 'professional', 'enterprise']

const ZAgentId = z.coerce
  .number({ error: 'agentId must be a number.' })
  .int('agentId must be a whole number.')
  .positive('agentId must be positive.')
  .max(INT32, 'No such agent.')

/** What a member buys. Amounts are never part of it: the server prices every purchase. */
export const ZPurchase = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('premium-listing') }),
  z.object({ kind: z.literal('upgrade'), agentId: ZAgentId, tier: z.enum(UPGRADE_TIER_CODES, { error: 'Choose a tier: basic, professional or enterprise.' }) }),
  z.object({ kind: z.literal('agent-purchase'), agentId: ZAgentId }),
  z.object({ kind: z.literal('deployment-service'), agentId: ZAgentId }),
  z.object({
    kind: z.literal('test-payment'),
    amountCents: z.coerce.number().refine((value) => (TEST_PAYMENT_AMOUNTS as readonly number[]).includes(value), 'Test payments are $1, $10 or $39.'),
  }),
])
export type TPurchase = z.infer<typeof ZPurchase>

/** POST /api/create-checkout-session (spec §7: agentId as text, priceId): an upgrade of one agent. */
export const ZCreateCheckoutSessionRequest = z.object({
  agentId: ZAgentId,
  priceId: z.enum(UPGRADE_TIER_CODES, { error: 'priceId must be basic, professional or enterprise.' }),
})

/**
 * POST /api/payments/create-checkout (spec §7: agentId, agentName, price). Buys a paid agent by
 * default; `tier` makes it an upgrade, `product` picks another purchase. agentName and price are
 * accepted and ignored: the server's catalogue prices everything.
 */
export const ZCreateCheckoutRequest = z.object({
  agentId: ZAgentId.optional(),
  agentName: z.string().max(300).optional(),
  price: z.unknown().optional(),
  tier: z.enum(UPGRADE_TIER_CODES).optional(),
  product: z.enum(PURCHASE_KINDS).optional(),
})

/** POST /api/create-payment-intent (spec §7: amount, description). The amount is ignored unless it picks a test payment. */
export const ZCreatePaymentIntentRequest = z.object({
  amount: z.unknown().optional(),
  description: z.string().max(500).optional(),
  product: z.enum(['upgrade', 'agent-purchase', 'deployment-service', 'test-payment']).default('test-payment'),
  agentId: ZAgentId.optional(),
  tier: z.enum(UPGRADE_TIER_CODES).optional(),
})

export const ZTransactionIdParameters = z.object({ id: z.coerce.number().int().positive().max(INT32) })

export const ZCheckoutAnswer = z.object({ sessionId: z.string(), url: z.string(), transactionId: z.number().int() })
export const ZPaymentIntentAnswer = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int(), url: z.string().nullable() })

export const ZPremiumStatus = z.object({
  isPremium: z.boolean(),
  status: z.enum(['active', 'past_due', 'canceled', 'none']),
  plan: z.object({ code: z.string(), name: z.string(), amountCents: z.number().int(), interval: z.string() }).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  subscription: z.object({ status: z.string(), currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean() }).nullable(),
})
export type TPremiumStatus = z.infer<typeof ZPremiumStatus>

export const PAYMENT_RATE_LIMITS = {
  /** Starting checkouts: a person clicking through plans, not a script creating sessions. */
  checkoutPerAccount: { name: 'checkout:account', limit: 20, windowSeconds: 10 * 60 },
  /** Card attempts on the sandbox page. */
  sandboxCardPerAccount: { name: 'sandbox-card:account', limit: 30, windowSeconds: 10 * 60 },
  /** The webhook answers Stripe; a flood of bad signatures from one address is cut off. */
  webhookPerAddress: { name: 'webhook:address', limit: 600, windowSeconds: 60 },
} as const satisfies Record<string, TRateLimitRule>
