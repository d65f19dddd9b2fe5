import { z } from 'zod'
import { ZSearchPhrases } from '../shared/search-phrases.schemas.ts'
import { DEPLOYMENT_COMPLEXITIES, INFRASTRUCTURES } from '../shared/taxonomy.ts'
import { ZAgentDescription, ZAgentName, ZCategory, ZDifficulty, ZHttpUrl, ZIndustry, tagsSchema } from './form-fields.ts'

/** The catalogue keeps at most 8 tags per agent. */
export const MAX_LISTING_TAGS = 8

/** '' clears an optional field (an emptied form field); absent leaves it as it is. */
function emptyToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value
}

/** Owner-editable fields; each one an owner changes is locked against crawls. */
export const ZOwnedAgentFields = z.object({
  name: ZAgentName,
  description: ZAgentDescription,
  link: ZHttpUrl,
  category: ZCategory,
  industry: ZIndustry,
  difficulty: ZDifficulty,
  tags: tagsSchema(MAX_LISTING_TAGS),
  /** How a customer would ask for the agent, one per line (or a list); search reads them, no page shows them. */
  searchPhrases: ZSearchPhrases,
  deploymentGuide: z.preprocess(emptyToNull, z.string().trim().max(10_000, 'The deployment guide is at most 10000 characters').nullable()),
  /** null: not stated, the sources decide (decision 030). */
  selfDeployable: z.boolean().nullable(),
  deploymentComplexity: z.preprocess(emptyToNull, z.enum(DEPLOYMENT_COMPLEXITIES, { error: 'Choose easy, medium or hard' }).nullable()),
  infrastructureNeeded: z.preprocess(emptyToNull, z.enum(INFRASTRUCTURES, { error: 'Choose Replit, Docker, Cloud Run or local' }).nullable()),
})

// PATCH /api/agents/:id – the owner edits their listing
export const ZUpdateOwnedAgentRequest = ZOwnedAgentFields.partial().refine(
  (fields) => Object.values(fields).some((value) => value !== undefined),
  'Change at least one field',
)
export type TUpdateOwnedAgentRequest = z.infer<typeof ZUpdateOwnedAgentRequest>

export const ZUpdatedListing = z.object({
  agentId: z.number().int(),
  agentUrl: z.string(),
  changedFields: z.array(z.string()).describe('Fields this request changed.'),
  lockedFields: z.array(z.string()).describe('Every field crawls leave alone from now on.'),
})
export type TUpdatedListing = z.infer<typeof ZUpdatedListing>
