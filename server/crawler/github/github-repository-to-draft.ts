import type { AgentDraft } from '../../catalogue/index.ts'
import { classifyEntry } from '../classify.ts'
import { inferEntryKind } from '../entry-kind.ts'
import type { EntryOutcome } from '../parsers/parse-result.ts'
import { englishPassage } from '../parsers/english-text.ts'
import { plainText } from '../parsers/plain-text.ts'
import type { TGitHubRepository } from './github.schemas.ts'
import { withDeploymentFacts } from '../../shared/derive-deployment-facts.ts'

/** Provenance key of everything found through GitHub's API (not one of DIRECTORIES). */
export const GITHUB_PROVENANCE = 'api.github.com'

const MAX_TAGS = 8
const MINIMUM_DESCRIPTION = 50

/** The repository's own words, completed with facts GitHub states when they are too short to help a reader. */
function describe(repository: TGitHubRepository, ownWords: string): string {
  if (ownWords.length >= MINIMUM_DESCRIPTION) return ownWords
  const facts = [
    `${repository.full_name} is an open-source${repository.language ? ` ${repository.language}` : ''} project on GitHub`,
    repository.topics.length ? `tagged ${repository.topics.slice(0, 5).join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(', ')

  return ownWords ? `${ownWords.replace(/[.!]?$/, '.')} ${facts}.` : `${facts}.`
}

function licenceOf(repository: TGitHubRepository): string | null {
  const spdx = repository.license?.spdx_id

  return spdx && spdx !== 'NOASSERTION' ? spdx : null
}

/**
 * A public GitHub repository as a catalogue draft. Public source is free to use; private, disabled
 * and forked repositories are left out (a fork repeats its parent).
 */
export function githubRepositoryToDraft(repository: TGitHubRepository): EntryOutcome {
  const externalId = `repository/${repository.id}`
  if (repository.private) return { skipped: { externalId, reason: 'not-open-source' } }
  if (repository.disabled || repository.fork) return { skipped: { externalId, reason: 'stale' } }

  const ownWords = englishPassage(plainText(repository.description ?? '')) ?? ''
  const description = describe(repository, ownWords)
  const link = repository.html_url
  const tags = [...new Set(repository.topics.map((topic) => topic.toLowerCase()))].slice(0, MAX_TAGS)
  const kind = inferEntryKind({ link, name: repository.name, description, sections: [] })
  const classification = classifyEntry({ name: repository.name, description, tags, kind })

  const draft: AgentDraft = {
    name: repository.name,
    description,
    source: 'github',
    industry: classification.industry,
    category: classification.category,
    difficulty: classification.difficulty,
    tags,
    link,
    repoFullName: repository.full_name.toLowerCase(),
    modelId: null,
    builderProfile: repository.owner.login,
    builderUrl: repository.owner.html_url ?? `https://github.com/${repository.owner.login}`,
    priceCents: 0,
    pricingType: 'free',
    // Set from the finished draft by withDeploymentFacts below.
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: null,
    stars: repository.stargazers_count,
    likes: null,
    downloads: null,
    language: repository.language,
    licence: licenceOf(repository),
    isArchived: repository.archived,
    provenance: [{ directory: GITHUB_PROVENANCE, licence: licenceOf(repository) ?? 'NOASSERTION', sourceUrl: link, externalId }],
  }

  return { draft: withDeploymentFacts(draft) }
}
