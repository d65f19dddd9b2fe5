/**
 * The one pricing catalogue (product.md, "Decisions": pricing). Every page and every checkout
 * reads amounts from here; an amount sent by a client is never used. Amounts are integer cents.
 * Pure data: safe to import from pages and from the server.
 */

export const CURRENCY = 'usd'

/** Premium Listing: a monthly subscription giving the builder's listings priority placement and analytics. */
export const PREMIUM_LISTING = {
  code: 'premium-listing',
  name: 'Premium Listing',
  amountCents: 2900,
  interval: 'month',
  features: ['Priority placement in the featured blocks', 'Real analytics: views, clicks, contact forms, unique visitors', 'An inquiries inbox for your listings', 'A Premium label on every card and page'],
} as const

/** One-off upgrades of one agent: 30 days of priority placement; a higher tier ranks above a lower one. */
export const UPGRADE_TIERS = [
  { code: 'basic', name: 'Basic', amountCents: 500, rank: 1, days: 30 },
  { code: 'professional', name: 'Professional', amountCents: 1200, rank: 2, days: 30 },
  { code: 'enterprise', name: 'Enterprise', amountCents: 2500, rank: 3, days: 30 },
] as const

export type TUpgradeTier = (typeof UPGRADE_TIERS)[number]['code']

/**
 * Every premium tier an agent can hold, by rank: upgrades, the listing subscription (ranked with
 * Professional) and an admin's manual grant (ranked with Basic).
 */
export const PREMIUM_TIER_RANK = { basic: 1, admin: 1, listing: 2, professional: 2, enterprise: 3 } as const
export type TPremiumTier = keyof typeof PREMIUM_TIER_RANK
export const PREMIUM_TIERS = Object.keys(PREMIUM_TIER_RANK) as TPremiumTier[]

/** Full deployment service: we deploy the agent for the customer. */
export const DEPLOYMENT_SERVICE = { code: 'deployment-service', name: 'Full deployment service', amountCents: 29900 } as const

/** Platform commission on paid agents, recorded on each transaction. */
export const COMMISSION_RATE = 0.15

/** Money-back guarantee on every purchase, in days. */
export const MONEY_BACK_DAYS = 30

/** Priority within a tier (spec: 0–1000, default 100). */
export const PRIORITY_SCORE = { min: 0, max: 1000, default: 100 } as const

export function upgradeTier(code: string) {
  return UPGRADE_TIERS.find((tier) => tier.code === code) ?? null
}

/** The platform's commission on a sale, rounded to the cent. */
export function commissionCents(amountCents: number): number {
  return Math.round(amountCents * COMMISSION_RATE)
}
