import type { AgentDraft } from '../catalogue/index.ts'
import {
  githubRepositoryToDraft,
  huggingFaceRepositoryToDraft,
  isRateLimitedError,
  isUnavailableError,
  lookUpGitHubRepository,
  lookUpHuggingFaceModel,
} from '../crawler/index.ts'
import { AppError } from '../shared/errors.ts'
import { EXTRACT_MESSAGES } from './extract.schemas.ts'
import type { TAgentSourceUrl } from './parse-agent-source-url.ts'

export type LookUpSourceDraftOptions = { source: TAgentSourceUrl }

/** The crawler's normalised draft of the repository, and its topics (GitHub) or useful tags (Hub). */
export type TSourceDraft = { draft: AgentDraft; topics: string[] }

function failure(code: 'UNPROCESSABLE' | 'SERVICE_UNAVAILABLE', description: string): AppError {
  return new AppError(code, EXTRACT_MESSAGES.failed, { description })
}

async function lookUp(source: TAgentSourceUrl): Promise<TSourceDraft> {
  if (source.kind === 'github') {
    const lookup = await lookUpGitHubRepository({ fullName: source.fullName })
    if (lookup.status === 'gone') throw failure('UNPROCESSABLE', EXTRACT_MESSAGES.fetchFailed)
    if (lookup.status !== 'found') throw failure('SERVICE_UNAVAILABLE', EXTRACT_MESSAGES.failedGitHub)
    const outcome = githubRepositoryToDraft(lookup.repository)
    if ('skipped' in outcome) {
      throw failure('UNPROCESSABLE', lookup.repository.fork ? 'This repository is a fork. Please submit the original repository.' : EXTRACT_MESSAGES.failedGitHub)
    }

    return { draft: outcome.draft, topics: lookup.repository.topics }
  }

  const lookup = await lookUpHuggingFaceModel({ id: source.id })
  if (lookup.status === 'gone') throw failure('UNPROCESSABLE', EXTRACT_MESSAGES.fetchFailed)
  if (lookup.status !== 'found') throw failure('SERVICE_UNAVAILABLE', EXTRACT_MESSAGES.failedHuggingFace)
  const outcome = huggingFaceRepositoryToDraft({ repository: lookup.repository, kind: lookup.kind })
  if ('skipped' in outcome) throw failure('UNPROCESSABLE', EXTRACT_MESSAGES.failedHuggingFace)

  return { draft: outcome.draft, topics: outcome.draft.tags }
}

/**
 * Reads a GitHub repository or a Hugging Face model or Space through the crawler's look-ups and
 * normalisation. Failures are AppErrors titled 'Extraction failed' with the spec's descriptions:
 * a missing repository is 422, an unreachable or rate-limited source 503.
 */
export async function lookUpSourceDraft({ source }: LookUpSourceDraftOptions): Promise<TSourceDraft> {
  try {
    return await lookUp(source)
  } catch (error) {
    if (isRateLimitedError(error) || isUnavailableError(error)) {
      throw failure('SERVICE_UNAVAILABLE', source.kind === 'github' ? EXTRACT_MESSAGES.failedGitHub : EXTRACT_MESSAGES.failedHuggingFace)
    }
    throw error
  }
}
