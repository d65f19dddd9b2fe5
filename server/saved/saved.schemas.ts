import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'
import { ZAgentSummary } from '../catalogue/index.ts'

/** How many agents one member may keep in the Saved list. */
export const SAVED_AGENTS_LIMIT = 500

export const ZSavedAgentParameters = z.strictObject({
  agentId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Agent id must be a positive whole number')
    .transform(Number)
    // Ten digits can still pass a Postgres integer: refuse those before the query fails.
    .refine((id) => id <= MAX_DATABASE_ID, 'No such agent')
    .describe('Numeric agent id.'),
})

export const ZSavedAgent = z.object({
  agent: ZAgentSummary,
  savedAt: z.string().describe('ISO 8601.'),
})
export type TSavedAgent = z.infer<typeof ZSavedAgent>

export const ZSavedAgentsResult = z.object({
  agents: z.array(ZSavedAgent).describe('Most recently saved first; withdrawn agents are left out.'),
})
export type TSavedAgentsResult = z.infer<typeof ZSavedAgentsResult>

export const ZSaveAgentResult = z.object({
  agentId: z.number().int(),
  saved: z.boolean().describe('Whether the agent is in the Saved list now.'),
})
export type TSaveAgentResult = z.infer<typeof ZSaveAgentResult>
