import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'
import { ZAgentSummary } from './find-agents.schemas.ts'

export const ZAgentIdParameters = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Agent id must be a positive whole number')
    .transform(Number).refine((id) => id <= MAX_DATABASE_ID, 'No agent has this id')
    .describe('Numeric agent id.'),
})

export const ZProvenance = z.object({
  directory: z.string().describe('The public directory or API the entry was found in.'),
  licence: z.string().describe('SPDX id of the licence its text is reused under.'),
  sourceUrl: z.string().describe('Where in that directory the entry is.'),
})

/** Everything the agent detail page shows. */
export const ZAgentDetail = ZAgentSummary.extend({
  apiEndpoint: z.string().nullable(),
  apiSource: z.string().nullable(),
  modelId: z.string().nullable().describe('Hugging Face model or space id.'),
  builderUrl: z.string().nullable(),
  deploymentGuide: z.string().nullable(),
  language: z.string().nullable().describe('Main programming language, when the source says.'),
  licence: z.string().nullable().describe("The agent's own licence (SPDX id), when known."),
  likes: z.number().int().nullable().describe('Hugging Face likes.'),
  downloads: z.number().int().nullable().describe('Hugging Face downloads.'),
  createdAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601.'),
  provenance: z.array(ZProvenance),
})
export type TAgentDetail = z.infer<typeof ZAgentDetail>

export type GetAgentOptions = { id: number }
