import { z } from 'zod'
import { MAX_DATABASE_ID, ZDatabaseId } from '../shared/database-id.ts'
import {
  ZAgentDescription,
  ZAgentName,
  ZCategory,
  ZContributionTags,
  ZDeploymentGuide,
  ZDifficulty,
  ZHttpUrl,
  ZIndustry,
  ZOptionalHttpUrl,
  emptyToUndefined,
} from './form-fields.ts'

export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type TContributionStatus = (typeof CONTRIBUTION_STATUSES)[number]

/** The spec's user_contributions fields, with the manual form's rules (spec §5, enforced). */
const contributionFields = {
  agentName: ZAgentName,
  agentDescription: ZAgentDescription,
  agentLink: ZHttpUrl,
  /** A taxonomy category code (the spec's "use case"). */
  useCase: ZCategory,
  industry: z.preprocess(emptyToUndefined, ZIndustry.default('general')),
  difficulty: ZDifficulty,
  tags: ZContributionTags,
  deploymentGuide: ZDeploymentGuide,
  /** Source repository: optional URL. */
  githubRepo: ZOptionalHttpUrl,
}

/** `category` is accepted as another name for `useCase` (the API's clients say either). */
function categoryAsUseCase(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const { useCase, category, ...rest } = input as Record<string, unknown>

  return { ...rest, useCase: emptyToUndefined(useCase) ?? emptyToUndefined(category) }
}

export const ZContributionFields = z.object(contributionFields)

// POST /api/contributions and the /contribute forms
export const ZCreateContributionRequest = z.preprocess(categoryAsUseCase, ZContributionFields)
export type TCreateContributionRequest = z.infer<typeof ZCreateContributionRequest>

// PATCH /api/admin/contributions/:id – an admin corrects a pending submission before deciding
export const ZUpdateContributionRequest = z.preprocess(
  categoryAsUseCase,
  ZContributionFields.partial().refine((fields) => Object.values(fields).some((value) => value !== undefined), 'Change at least one field'),
)
export type TUpdateContributionRequest = z.infer<typeof ZUpdateContributionRequest>

export const ZRejectContributionRequest = z.object({
  note: z
    .string({ error: 'A note is required to reject a contribution' })
    .trim()
    .min(1, 'A note is required to reject a contribution')
    .max(2000, 'The note is at most 2000 characters'),
})
export type TRejectContributionRequest = z.infer<typeof ZRejectContributionRequest>

export const ZBulkRejectContributionsRequest = ZRejectContributionRequest.extend({
  ids: z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
    z.array(ZDatabaseId).min(1, 'Select at least one contribution').max(100, 'At most 100 contributions at once'),
  ),
})
export type TBulkRejectContributionsRequest = z.infer<typeof ZBulkRejectContributionsRequest>

export const ZContributionIdParameters = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,9}$/, 'Contribution id must be a positive whole number').transform(Number).refine((id) => id <= MAX_DATABASE_ID, 'No contribution has this id'),
})

export const ZFindContributionsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum([...CONTRIBUTION_STATUSES, 'all']).default('pending')).describe('pending (default), approved, rejected or all.'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type TFindContributionsQuery = z.infer<typeof ZFindContributionsQuery>

export const ZContributionMetadata = z.object({
  stars: z.number().int().nullable().optional(),
  language: z.string().nullable().optional(),
  licence: z.string().nullable().optional(),
  topics: z.array(z.string()).optional(),
  likes: z.number().int().nullable().optional(),
  extractedFrom: z.string().nullable().optional(),
})

export const ZContribution = z.object({
  id: z.number().int(),
  agentName: z.string(),
  agentDescription: z.string(),
  agentLink: z.string(),
  useCase: z.string().describe('Taxonomy category code.'),
  industry: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  deploymentGuide: z.string().nullable(),
  githubRepo: z.string().nullable(),
  metadata: ZContributionMetadata.describe('What GitHub or Hugging Face said about the link when it was submitted.'),
  status: z.enum(CONTRIBUTION_STATUSES),
  adminNotes: z.string().nullable(),
  submittedAt: z.string().describe('ISO 8601.'),
  reviewedAt: z.string().nullable().describe('ISO 8601; set when an admin decided.'),
  publishedAgentId: z.number().int().nullable().describe('The catalogue agent, once approved.'),
})
export type TContribution = z.infer<typeof ZContribution>

/** What the moderation queue shows: the contribution, who sent it, and the listing it may duplicate. */
export const ZContributionForReview = ZContribution.extend({
  submitter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
})
export type TContributionForReview = z.infer<typeof ZContributionForReview>

export const ZContributionList = z.object({ contributions: z.array(ZContribution) })

export const ZContributionQueue = z.object({
  contributions: z.array(ZContributionForReview),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
})
export type TContributionQueue = z.infer<typeof ZContributionQueue>

export const ZBulkRejectResult = z.object({
  rejected: z.array(z.number().int()).describe('Ids rejected now.'),
  skipped: z.array(z.number().int()).describe('Ids that were missing or no longer pending.'),
})
export type TBulkRejectResult = z.infer<typeof ZBulkRejectResult>

/** Where an agent that is listed already lives, and how its builder claims it. */
export const ZAlreadyListed = z.object({
  agentId: z.number().int(),
  agentName: z.string(),
  agentUrl: z.string().describe('/agents/<id>'),
  claimUrl: z.string().describe('The page where its builder claims the listing.'),
})
export type TAlreadyListed = z.infer<typeof ZAlreadyListed>

/** 409 on POST /api/contributions: the agent is listed already. */
export const ZAlreadyListedError = z.object({
  error: z.object({
    code: z.literal('CONFLICT'),
    message: z.string(),
    agentId: z.number().int().optional(),
    agentUrl: z.string().optional(),
    claimUrl: z.string().optional(),
    contributionId: z.number().int().optional(),
  }),
})
