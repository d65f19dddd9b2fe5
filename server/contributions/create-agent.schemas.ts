import { z } from 'zod'
import { AGENT_SOURCES, isCategory, isIndustry } from '../shared/taxonomy.ts'
import { FIELD_MESSAGES, ZAgentName, ZDifficulty, ZHttpUrl, emptyToUndefined, tagsSchema } from './form-fields.ts'

/** 'Customer Service', 'customer_service', 'General Purpose' → the taxonomy's code spelling. */
function toCode(value: string): string {
  const code = value.trim().toLowerCase().replace(/[\s_]+/g, '-')

  return code === 'general-purpose' ? 'general' : code
}

const ZUseCase = z
  .string({ error: FIELD_MESSAGES.useCaseRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.useCaseRequired, abort: true })
  .transform(toCode)
  .refine((code) => isCategory(code) || isIndustry(code), 'Use case must be one of the catalogue’s categories or industries')

// POST /api/agents – the spec's auto-add form (admins): publishes at once
export const ZCreateAgentRequest = z.object({
  name: ZAgentName,
  description: z.string({ error: FIELD_MESSAGES.descriptionRequired }).trim().min(1, FIELD_MESSAGES.descriptionRequired).max(2000),
  link: ZHttpUrl,
  difficulty: ZDifficulty,
  /** A category (coding, sales…) or an industry (education, legal…): both forms of the spec said "use case". */
  useCase: ZUseCase,
  industry: z.preprocess(emptyToUndefined, z.string().transform(toCode).refine(isIndustry, 'Choose an industry from the list').optional()),
  category: z.preprocess(emptyToUndefined, z.string().transform(toCode).refine(isCategory, 'Choose a category from the list').optional()),
  tags: tagsSchema(8),
  /** Dollars; the spec's default is 0 (free). */
  price: z.preprocess(emptyToUndefined, z.coerce.number().min(0, 'Price cannot be negative').max(100_000).default(0)),
  source: z.preprocess(emptyToUndefined, z.enum(AGENT_SOURCES).optional()),
  /** The only origin this endpoint creates: added by hand (shown as "Added directly to Agent Atlas"). */
  originType: z.preprocess(emptyToUndefined, z.literal('manual').default('manual')),
  builder_profile: z.preprocess(emptyToUndefined, z.string().trim().max(120).optional()),
  /** Left out or null: the sources decide (decision 030); true or false is stated and kept. */
  selfDeployable: z.boolean().nullable().optional(),
  deploymentGuide: z.preprocess(emptyToUndefined, z.string().trim().max(10_000).optional()),
})
export type TCreateAgentRequest = z.infer<typeof ZCreateAgentRequest>

export const ZCreatedAgent = z.object({
  message: z.literal('Agent added successfully'),
  agent: z.object({ id: z.number().int(), url: z.string().describe('/agents/<id>') }),
})
export type TCreatedAgent = z.infer<typeof ZCreatedAgent>
