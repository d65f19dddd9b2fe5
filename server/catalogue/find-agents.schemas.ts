import { z } from 'zod'
import {
  AGENT_SOURCES,
  CATEGORIES,
  DEPLOYMENT_COMPLEXITIES,
  DIFFICULTIES,
  DIFFICULTY_ALIASES,
  normaliseDifficulty,
  type Difficulty,
  INDUSTRIES,
  INFRASTRUCTURES,
  PRICING_TYPES,
} from '../shared/taxonomy.ts'

/**
 * An optional URL parameter. An empty value ('?industry=') means "no filter", because an HTML
 * form submits every select, including the ones left on "All".
 */
function optionalParameter<Schema extends z.ZodType>(schema: Schema) {
  return z
    .union([z.literal('').transform(() => undefined), schema])
    .optional()
}

/** The spec's marketplace links spell one industry 'customer_service'; we store 'customer-service'. */
const ZIndustryParameter = z
  .enum([...INDUSTRIES, 'customer_service'])
  .transform((value) => (value === 'customer_service' ? 'customer-service' : value))

/** The spec's forms also say 'expert' or 'difficult' (and 'easy', 'medium'): each maps onto our three levels. */
const ZDifficultyParameter = z
  .enum([...DIFFICULTIES, ...DIFFICULTY_ALIASES])
  .transform((value): Difficulty => normaliseDifficulty(value) ?? 'advanced')

export const AGENT_SORTS = ['relevance', 'rating', 'newest', 'reviews', 'popularity'] as const
export type TAgentSort = (typeof AGENT_SORTS)[number]

/** Rating filter: '5' means at least 4.5 stars, the others are minimums (spec §9). */
export const RATING_FILTERS = ['5', '4', '3', '2', '1'] as const
/** free = $0, affordable = $1–200, premium = over $200 (spec §9, free-agents page). */
export const PRICING_FILTERS = ['free', 'affordable', 'premium'] as const
/** Link health filters: `working` hides what the crawler's link checks flagged (dead link or archived repository). */
export const LINK_STATUS_FILTERS = ['working', 'ok', 'unknown', 'dead', 'archived'] as const
/** Storefront price ranges (spec §9). */
export const PRICE_RANGES = ['free', 'under-50', '50-200', 'over-200'] as const

export const FIND_AGENTS_DEFAULT_LIMIT = 24
export const FIND_AGENTS_MAX_LIMIT = 100

/**
 * The catalogue query, as URL parameters. Parsing is idempotent (parsing a parsed query gives the
 * same query), so the API, the pages and scripts can all hand raw or parsed values to findAgents.
 */
export const ZFindAgentsQuery = z.strictObject({
  search: optionalParameter(z.string().trim().max(200)).describe(
    'Full-text search over name, tags, description, industry and category, ranked by relevance. Tolerates typos ("legl contract reveiw").',
  ),
  useCase: optionalParameter(ZIndustryParameter).describe('Industry the agent serves (the spec\'s marketplace name for `industry`).'),
  industry: optionalParameter(ZIndustryParameter).describe('Industry the agent serves.'),
  category: optionalParameter(z.enum(CATEGORIES)).describe('What the agent does.'),
  difficulty: optionalParameter(ZDifficultyParameter).describe('Skill needed to deploy and use it (expert and difficult mean advanced).'),
  source: optionalParameter(z.enum(AGENT_SOURCES)).describe('Platform the agent runs on or comes from.'),
  deploymentComplexity: optionalParameter(z.enum(DEPLOYMENT_COMPLEXITIES)).describe('How hard it is to deploy.'),
  infrastructureNeeded: optionalParameter(z.enum(INFRASTRUCTURES)).describe('Where it runs.'),
  selfDeployable: optionalParameter(z.enum(['true', 'false', 'unknown'])).describe('Whether a visitor can deploy it without help; unknown: the sources do not say.'),
  premium: optionalParameter(z.enum(['true', 'false'])).describe('Only premium (true) or only free listings (false).'),
  rating: optionalParameter(z.enum(RATING_FILTERS)).describe('Minimum average rating: 5 means at least 4.5, 4 means at least 4, and so on.'),
  pricing: optionalParameter(z.enum(PRICING_FILTERS)).describe('free: $0; affordable: $1 to $200; premium: over $200.'),
  priceRange: optionalParameter(z.enum(PRICE_RANGES)).describe('free: $0; under-50: below $50; 50-200: $50 to $200; over-200: over $200.'),
  pricingType: optionalParameter(z.enum(PRICING_TYPES)).describe('How the agent is sold.'),
  apiSource: optionalParameter(z.string().trim().max(100)).describe('Exact API provider the agent calls (for example "openai").'),
  linkStatus: optionalParameter(z.enum(LINK_STATUS_FILTERS)).describe(
    'working: leaves out dead links and archived repositories; ok, unknown or dead: that link check result; archived: archived repositories only.',
  ),
  sort: z
    .enum(AGENT_SORTS)
    .default('relevance')
    .describe(
      'relevance: best search match, or without a search premium placement, then rating, then popularity; rating: highest rated; newest: most recently added; reviews: most reviewed; popularity: most GitHub stars or Hugging Face likes.',
    ),
  limit: z.coerce.number().int().min(1).max(FIND_AGENTS_MAX_LIMIT).default(FIND_AGENTS_DEFAULT_LIMIT).describe('Page size, 1 to 100.'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('How many agents to skip.'),
})

/** What callers may pass (raw URL values are fine). */
export type TFindAgentsQuery = z.input<typeof ZFindAgentsQuery>
/** The query after parsing: defaults applied, empty values dropped. */
export type TFindAgentsFilters = z.output<typeof ZFindAgentsQuery>

/** The agent as a card or list row shows it. */
export const ZAgentSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  source: z.string().describe('Platform code from the taxonomy (github, huggingface, flowise…).'),
  industry: z.string(),
  category: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  link: z.string().describe('Public URL of the agent (repository, template, model page).'),
  isPremium: z.boolean().describe('A premium listing whose placement is currently paid for.'),
  priceCents: z.number().int().describe('Price in cents; 0 is free.'),
  pricingType: z.string(),
  averageRating: z.number().describe('0 when nobody has rated it yet.'),
  totalRatings: z.number().int(),
  selfDeployable: z.boolean().nullable().describe('null when the sources do not say (no code, template or model to deploy from).'),
  deploymentComplexity: z.string().nullable().describe('easy, medium or hard; null when the sources do not say.'),
  infrastructureNeeded: z.string().nullable().describe('replit, docker, cloud-run or local; null when none is needed or the sources do not say.'),
  stars: z.number().int().nullable().describe('GitHub stars, when the agent is a GitHub repository.'),
  builderProfile: z.string().nullable(),
  linkStatus: z.string().describe('ok, dead or unknown (not checked yet).'),
  isArchived: z.boolean().describe('The repository is archived by its owner.'),
  entryKind: z
    .string()
    .nullable()
    .optional()
    .describe('What the entry is: prompt-agent, agent-skill, workflow-template, hosted-service, agent-app, mcp-server, framework or model (null: unknown).'),
  isBusinessReady: z.boolean().optional().describe('Ready to use as it is (prompt, skill, workflow template, free hosted service), not code to build with.'),
})
export type TAgentSummary = z.infer<typeof ZAgentSummary>

export const FACET_NAMES = ['industry', 'category', 'difficulty', 'source', 'pricingType'] as const
export type TFacetName = (typeof FACET_NAMES)[number]

const ZFacetValues = z.array(z.object({ value: z.string(), count: z.number().int() }))
export const ZAgentFacets = z
  .object({
    industry: ZFacetValues,
    category: ZFacetValues,
    difficulty: ZFacetValues,
    source: ZFacetValues,
    pricingType: ZFacetValues,
  })
  .describe("Counts per value. Each facet applies every active filter except its own, so it shows what choosing another value would give.")
export type TAgentFacets = Record<TFacetName, { value: string; count: number }[]>

export const ZFindAgentsResult = z.object({
  agents: z.array(ZAgentSummary),
  total: z.number().int().describe('Agents matching the filters, across all pages.'),
  facets: ZAgentFacets,
  correctedSearch: z
    .string()
    .nullable()
    .describe('The search as it was run after typo correction, when it differs from what was typed.'),
  searchMatched: z
    .enum(['all', 'any'])
    .nullable()
    .describe("With a search: 'all' when results contain every word; 'any' when no agent did, so results contain some of them. Null without a search."),
})
export type TFindAgentsResult = z.infer<typeof ZFindAgentsResult>
