import { canonicalizeUrl } from '../catalogue/index.ts'
import type { TExtractedAgent } from './extract.schemas.ts'
import { findListedAgent } from './find-listed-agent.ts'
import { MAX_CONTRIBUTION_TAGS, MAX_TAG_LENGTH } from './form-fields.ts'
import { guessUseCase } from './guess-use-case.ts'
import { lookUpSourceDraft } from './look-up-source-draft.ts'
import { parseAgentSourceUrl } from './parse-agent-source-url.ts'
import { rememberExtraction } from './recent-extractions.ts'

export type ExtractFromUrlOptions = { url: string }

/**
 * Server-side auto-extract (spec §4, §5): reads a GitHub repository or a Hugging Face model or
 * Space through the crawler's look-ups and normalisation, and answers the form's fields (all
 * editable), with the use case guessed from keywords and whether the agent is listed already.
 */
export async function extractFromUrl({ url }: ExtractFromUrlOptions): Promise<TExtractedAgent> {
  const source = parseAgentSourceUrl({ url })
  const { draft, topics } = await lookUpSourceDraft({ source })
  const githubRepo = source.kind === 'github' ? draft.link : null
  const metadata = { stars: draft.stars, language: draft.language, licence: draft.licence, topics, likes: draft.likes, extractedFrom: source.kind }
  rememberExtraction({ canonicalUrl: canonicalizeUrl(draft.link), metadata })

  return {
    source: source.kind,
    agentName: draft.name,
    agentDescription: draft.description,
    agentLink: draft.link,
    githubRepo,
    useCase: guessUseCase({ name: draft.name, description: draft.description, tags: topics }),
    industry: draft.industry,
    difficulty: draft.difficulty,
    tags: draft.tags.filter((tag) => tag.length <= MAX_TAG_LENGTH).slice(0, MAX_CONTRIBUTION_TAGS),
    metadata,
    alreadyListed: await findListedAgent({ name: draft.name, link: draft.link, githubRepo }),
  }
}
