import { z } from 'zod'
import { AGENT_SOURCES, CATEGORIES, DEPLOYMENT_COMPLEXITIES, DIFFICULTIES, INDUSTRIES, INFRASTRUCTURES } from '../shared/taxonomy.ts'
import { PRIORITY_SCORE } from '../shared/pricing.ts'
import { ZSearchPhrases } from '../shared/search-phrases.schemas.ts'

/**
 * Request and response shapes of the admin area, shared by the JSON API and the admin pages.
 * Browser-safe: zod, the taxonomy and the pricing constants only.
 */

const INT32 = 2_147_483_647
const ZId = z.coerce.number().int().positive().max(INT32)

/** HTML forms send '' for an empty field: absent. */
function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

const FORM_TRUE = ['true', 'on', '1']
const FORM_FALSE = ['false', 'off', '0']

/** A checkbox or a JSON boolean: 'true'/'on'/'1' and 'false'/'off'/'0'; anything else is refused. */
const ZFormBoolean = z.preprocess(
  (value) => (typeof value === 'string' && FORM_TRUE.includes(value) ? true : typeof value === 'string' && FORM_FALSE.includes(value) ? false : value),
  z.boolean({ error: 'Must be true or false' }),
)

export const ZAgentIdParam = z.object({ id: ZId })
export const ZUserIdParam = z.object({ id: ZId })

// ─── Inventory (spec §3 "Inventory response") ───

export const ZInventoryCategory = z.object({ category: z.string(), total: z.number().int(), free: z.number().int(), paid: z.number().int().describe('Premium now.') })

export const ZInventoryResponse = z.object({
  overview: z.object({
    total: z.number().int().describe('Live agents.'),
    free: z.number().int().describe('Live agents without premium placement.'),
    paid: z.number().int().describe('Live agents with premium placement now (paid or granted by an admin).'),
    freePercentage: z.number().describe('free / total × 100, one decimal; 0 for an empty catalogue.'),
    paidPercentage: z.number(),
  }),
  byUseCase: z.array(ZInventoryCategory).describe('By industry (the API calls it useCase).'),
  byDifficulty: z.array(ZInventoryCategory),
  bySource: z.array(ZInventoryCategory),
  byDeploymentComplexity: z.array(ZInventoryCategory).describe("Agents not yet classified count under 'unknown'."),
  byInfrastructure: z.array(ZInventoryCategory),
  topTags: z.array(z.object({ tag: z.string(), count: z.number().int() })).describe('The 20 most used tags.'),
})
export type TInventoryResponse = z.infer<typeof ZInventoryResponse>

/** The spec's client sent `?key=…`; it is accepted and ignored: only the admin's session counts. */
export const ZInventoryQuery = z.object({ key: z.string().optional() })

// ─── Premium ───

export const MANUAL_PREMIUM_DEFAULT_DAYS = 30
export const MANUAL_PREMIUM_MAX_DAYS = 366

export const ZSetPremiumRequest = z
  .object({
  isPremium: ZFormBoolean,
  /** When the manual grant ends (a date or a date-time); 30 days from now when absent. */
  endsAt: z.preprocess(emptyToUndefined, z.coerce.date({ error: 'Enter a valid end date' }).optional()),
  /** The spec's premium-listing name for the same end date (the payments page sends it). */
  featuredUntil: z.preprocess((value) => (value === null ? undefined : emptyToUndefined(value)), z.coerce.date({ error: 'featuredUntil must be a date' }).optional()),
  priorityScore: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(PRIORITY_SCORE.min, `Priority is ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}`).max(PRIORITY_SCORE.max, `Priority is ${PRIORITY_SCORE.min} to ${PRIORITY_SCORE.max}`).optional(),
  ),
  })
  .transform(({ featuredUntil, ...request }) => ({ ...request, endsAt: request.endsAt ?? featuredUntil }))
export type TSetPremiumRequest = z.infer<typeof ZSetPremiumRequest>

export const ZPremiumStatus = z.object({
  agentId: z.number().int(),
  isPremium: z.boolean().describe('Premium now, from any grant (paid or manual).'),
  premiumUntil: z.string().nullable(),
  premiumTier: z.string().nullable(),
  premiumRank: z.number().int().describe('Rank of the tier (0 when not premium).'),
  priorityScore: z.number().int().describe('Priority within the tier (0 when not premium).'),
  manualGrant: z.object({ endsAt: z.string(), priorityScore: z.number().int() }).nullable().describe("The admin's grant now active, if any."),
  paidGrants: z.number().int().describe('Active paid grants (upgrades, subscription): never touched by an admin toggle.'),
})
export type TPremiumStatus = z.infer<typeof ZPremiumStatus>

// ─── Curation ───

const ZOptionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional())

export const ZAdminAgentUpdate = z
  .object({
    name: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(120).optional()),
    description: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(2000).optional()),
    link: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }).optional()),
    industry: z.preprocess(emptyToUndefined, z.enum(INDUSTRIES).optional()),
    category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
    difficulty: z.preprocess(emptyToUndefined, z.enum(DIFFICULTIES).optional()),
    source: z.preprocess(emptyToUndefined, z.enum(AGENT_SOURCES).optional()),
    tags: z
      .preprocess((value) => (typeof value === 'string' ? value.split(',') : value), z.array(z.string().trim().toLowerCase().max(40)).max(8, 'At most 8 tags'))
      .transform((tags) => [...new Set(tags.filter(Boolean))])
      .optional(),
    /** One per line (or a list); an empty text clears them. */
    searchPhrases: ZSearchPhrases.optional(),
    deploymentGuide: ZOptionalText(10_000),
    deploymentComplexity: z.preprocess(emptyToUndefined, z.enum(DEPLOYMENT_COMPLEXITIES).optional()),
    infrastructureNeeded: z.preprocess(emptyToUndefined, z.enum(INFRASTRUCTURES).optional()),
    apiEndpoint: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }).optional()),
    builderProfile: ZOptionalText(120),
    /** null: not stated, the sources decide (decision 030). */
    selfDeployable: z.boolean().nullable().optional(),
    /** Dollars, as every form shows prices. */
    price: z.preprocess(emptyToUndefined, z.coerce.number().min(0, 'Price cannot be negative').max(100_000).optional()),
  })
  .strict()
export type TAdminAgentUpdate = z.infer<typeof ZAdminAgentUpdate>

export const MAX_RECLASSIFY = 200

export const ZReclassifyRequest = z
  .object({
    agentIds: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(ZId).min(1, 'Select at least one agent').max(MAX_RECLASSIFY, `At most ${MAX_RECLASSIFY} agents at once`)),
    industry: z.preprocess(emptyToUndefined, z.enum(INDUSTRIES).optional()),
    category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
  })
  .refine((request) => request.industry || request.category, { error: 'Choose an industry or a category', path: ['industry'] })
export type TReclassifyRequest = z.infer<typeof ZReclassifyRequest>

export const ZMergeAgentsRequest = z.object({ duplicateAgentId: ZId })

export const ZFindAdminAgentsQuery = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  visibility: z.preprocess(emptyToUndefined, z.enum(['all', 'live', 'hidden']).default('all')),
  premium: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  industry: z.preprocess(emptyToUndefined, z.enum(INDUSTRIES).optional()),
  category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type TFindAdminAgentsQuery = z.infer<typeof ZFindAdminAgentsQuery>

// ─── Users ───

export const ZUserLockRequest = z.object({ isLocked: ZFormBoolean })
export const ZUserBuilderRequest = z.object({ isBuilder: ZFormBoolean })

// ─── Hub ───

export const ZAdminQueueCounts = z.object({
  pendingContributions: z.number().int(),
  reportedReviews: z.number().int().describe('Held reviews and reviews with unresolved reports.'),
  openDeploymentRequests: z.number().int(),
})
export type TAdminQueueCounts = z.infer<typeof ZAdminQueueCounts>
