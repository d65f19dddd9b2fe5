import { z } from 'zod'
import { ZAlreadyListed, ZContributionMetadata } from './contributions.schemas.ts'
import { FIELD_MESSAGES } from './form-fields.ts'

/** Spec §5 and §8: the auto-extract's messages, word for word. */
export const EXTRACT_MESSAGES = {
  unsupported: 'Unsupported URL. Please use GitHub or Hugging Face links.',
  invalidGitHub: 'Invalid GitHub URL format',
  invalidHuggingFace: 'Invalid Hugging Face URL format',
  failed: 'Extraction failed',
  failedGitHub: 'Failed to extract data from GitHub repository',
  failedHuggingFace: 'Failed to extract data from Hugging Face repository',
  fetchFailed: 'Failed to fetch repository data',
} as const

// POST /api/contributions/extract
export const ZExtractRequest = z.object({
  url: z.string({ error: FIELD_MESSAGES.invalidUrl }).trim().min(1, FIELD_MESSAGES.invalidUrl).max(2000, 'The URL is too long'),
})
export type TExtractRequest = z.infer<typeof ZExtractRequest>

/** The fields the contribution form is prefilled with; every one stays editable. */
export const ZExtractedAgent = z.object({
  source: z.enum(['github', 'huggingface']),
  agentName: z.string(),
  agentDescription: z.string(),
  agentLink: z.string().describe('The repository, model or Space page.'),
  githubRepo: z.string().nullable().describe('The repository URL for GitHub links.'),
  useCase: z.string().describe('Category guessed from keywords in the name and description (spec §5).'),
  industry: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()).describe('Topics or Hub tags, at most 5.'),
  metadata: ZContributionMetadata,
  alreadyListed: ZAlreadyListed.nullable().describe('Set when the catalogue lists this agent already: submitting it would answer 409.'),
})
export type TExtractedAgent = z.infer<typeof ZExtractedAgent>

/** 422 / 503 on extraction: `message` is the notice's title, `description` its text. */
export const ZExtractionError = z.object({
  error: z.object({ code: z.string(), message: z.string(), description: z.string().optional() }),
})
