import { z } from 'zod'
import { ZAgentSummary } from './find-agents.schemas.ts'

export const FEATURED_AGENTS_DEFAULT_LIMIT = 6
export const FEATURED_AGENTS_MAX_LIMIT = 24

export const ZFeaturedAgentsQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEATURED_AGENTS_MAX_LIMIT)
    .default(FEATURED_AGENTS_DEFAULT_LIMIT)
    .describe('How many featured agents, 1 to 24.'),
})
export type TFeaturedAgentsQuery = z.input<typeof ZFeaturedAgentsQuery>

export const ZFeaturedAgents = z.array(ZAgentSummary)
