import { z } from 'zod'
import { PRIORITY_SCORE } from '../shared/pricing.ts'

/** The status card's source: server/payments when it lands (premium-status-port.ts). */
export type TPremiumStatus = {
  status: 'active' | 'past_due' | 'canceled' | 'none'
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  plan: string | null
}

export const ZListingIdParameters = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** Spec §5 premium listing form: agent id required and numeric; priority 0–1000, default 100; featuredUntil optional, null when empty. */
export const ZSavePremiumListingRequest = z.object({
  agentId: z.coerce.number({ message: 'Choose one of your agents.' }).int('Choose one of your agents.').positive('Choose one of your agents.').max(2_147_483_647),
  priorityScore: z.coerce
    .number({ message: `Priority must be a whole number from ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}.` })
    .int(`Priority must be a whole number from ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}.`)
    .min(PRIORITY_SCORE.min, `Priority must be a whole number from ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}.`)
    .max(PRIORITY_SCORE.max, `Priority must be a whole number from ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}.`)
    .default(PRIORITY_SCORE.default),
  featuredUntil: z
    .union([z.literal(''), z.null(), z.iso.date('Featured until must be a date.'), z.iso.datetime({ offset: true, message: 'Featured until must be a date.' })])
    .optional()
    .transform((value) => (value ? value : null)),
})
export type TSavePremiumListingRequest = z.infer<typeof ZSavePremiumListingRequest>

/** Spec §3 premium listing read fields; views, clicks and contacts are all-time totals. */
export const ZPremiumListing = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  name: z.string(),
  path: z.string(),
  isPremium: z.boolean(),
  priorityScore: z.number().int(),
  featuredUntil: z.string().nullable(),
  createdAt: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  contacts: z.number().int(),
})
export type TPremiumListing = z.infer<typeof ZPremiumListing>

export const ZPremiumListingList = z.object({ listings: z.array(ZPremiumListing) })

export const ZSavePremiumListingResult = z.object({ message: z.string(), listing: ZPremiumListing })
export const ZDeletePremiumListingResult = z.object({ message: z.string(), listing: ZPremiumListing })

export const ANALYTICS_RANGES = [30, 90] as const

export const ZAnalyticsQuery = z.object({
  days: z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)])).default(30),
  /** One of the builder's agents; all of them when absent. */
  agentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>

export const ZAnalyticsDay = z.object({
  day: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  contacts: z.number().int(),
  uniqueVisitors: z.number().int(),
})
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>

export const ZAnalyticsTotals = ZAnalyticsDay.omit({ day: true })
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>

export const ZListingAnalytics = z.object({
  days: z.array(ZAnalyticsDay),
  totals: ZAnalyticsTotals,
  agentId: z.number().int().nullable(),
})
export type TListingAnalytics = z.infer<typeof ZListingAnalytics>
