import type { AgentDraft } from '../../catalogue/index.ts'
import { findAgentsForLinkCheck } from '../../catalogue/index.ts'
import { createGitHubClient } from '../github/create-github-client.ts'
import { GITHUB_PROVENANCE, githubRepositoryToDraft } from '../github/github-repository-to-draft.ts'
import { ZGitHubRepository, ZGitHubSearchPage } from '../github/github.schemas.ts'
import { lookUpGitHubRepository } from '../github/look-up-github-repository.ts'
import { recordRepositoryNames, type RepositoryName } from '../github/record-repository-names.ts'
import { saveHttpValidators } from '../http/http-validator-store.ts'
import type { SkippedEntry } from '../parsers/parse-result.ts'
import { apiClientOptions } from './api-client-options.ts'
import { LIVE_CRAWLING_OFF, type Connector, type ConnectorBatch, type ConnectorContext, type LinkCheck } from './connector.ts'

/** Topic searches: agents in general, then each vertical the product serves. */
export const GITHUB_SEARCH_QUERIES = [
  'topic:ai-agent',
  'topic:ai-agents',
  'topic:ai-agent topic:healthcare',
  'topic:ai-agent topic:legal',
  'topic:ai-agent topic:finance',
  'topic:ai-agent topic:education',
  'topic:ai-agent topic:recruitment',
  'topic:ai-agent topic:customer-support',
  'topic:ai-agent topic:sales',
]

/** GitHub serves at most 1,000 results per search: 10 pages of 100. */
const MAX_PAGES_PER_QUERY = 10
const LOOK_UPS_PER_BATCH = 10

type SearchPage = { drafts: AgentDraft[]; skipped: SkippedEntry[]; errors: string[]; names: RepositoryName[] }

function readSearchPage(text: string, label: string): SearchPage | null {
  let page
  try {
    page = ZGitHubSearchPage.safeParse(JSON.parse(text))
  } catch {
    return null
  }
  if (!page.success) return null

  const result: SearchPage = { drafts: [], skipped: [], errors: [], names: [] }
  page.data.items.forEach((item, index) => {
    const repository = ZGitHubRepository.safeParse(item)
    if (!repository.success) {
      result.skipped.push({ externalId: `${label} item ${index + 1}`, reason: 'malformed' })

      return
    }
    result.names.push({ repositoryId: repository.data.id, fullName: repository.data.full_name })
    try {
      const outcome = githubRepositoryToDraft(repository.data)
      if ('draft' in outcome) result.drafts.push(outcome.draft)
      else result.skipped.push(outcome.skipped)
    } catch (error) {
      result.errors.push(`${label}: could not read ${repository.data.full_name}: ${(error as Error).message}`)
    }
  })

  return result
}

async function* searchRepositories(context: ConnectorContext, client: ReturnType<typeof createGitHubClient>): AsyncGenerator<ConnectorBatch> {
  for (const query of GITHUB_SEARCH_QUERIES) {
    let url: string | undefined = `${context.baseUrls.githubApi}/search/repositories?q=${encodeURIComponent(query)}&sort=stars&order=desc&per_page=100`
    for (let page = 1; url && page <= MAX_PAGES_PER_QUERY; page++) {
      const label = `GitHub search "${query}" page ${page}`
      context.report(label)
      const response = await client.get(url)
      url = response.links.next
      if (response.isNotModified) {
        yield { label: `${label} (unchanged)`, drafts: [], skipped: [], errors: [] }
        continue
      }
      const read = response.status === 200 ? readSearchPage(response.text, label) : null
      if (!read) {
        yield { label, drafts: [], skipped: [], errors: [`${label}: GitHub answered ${response.status} with no readable results`] }
        break
      }
      await recordRepositoryNames({ names: read.names })
      const validator = response.validator
      yield { label, drafts: read.drafts, skipped: read.skipped, errors: read.errors, afterMerge: validator ? () => saveHttpValidators({ validators: [validator] }) : undefined }
    }
  }
}

/** Repository look-ups for agents already in the catalogue: dead links, archived flags, renames. */
async function* checkRepositories(context: ConnectorContext, client: ReturnType<typeof createGitHubClient>): AsyncGenerator<ConnectorBatch> {
  const candidates = await findAgentsForLinkCheck({ identity: 'repository', limit: context.linkChecksPerRun })
  for (let start = 0; start < candidates.length; start += LOOK_UPS_PER_BATCH) {
    const batch: ConnectorBatch & { linkChecks: LinkCheck[]; repoAliases: Record<string, string[]> } = {
      label: `GitHub look-ups ${start + 1}–${Math.min(start + LOOK_UPS_PER_BATCH, candidates.length)} of ${candidates.length}`,
      drafts: [],
      skipped: [],
      errors: [],
      linkChecks: [],
      repoAliases: {},
    }
    context.report(batch.label)
    const validators: NonNullable<Parameters<typeof saveHttpValidators>[0]['validators']> = []
    for (const candidate of candidates.slice(start, start + LOOK_UPS_PER_BATCH)) {
      const result = await lookUpGitHubRepository({ fullName: candidate.repoFullName!, client, apiUrl: context.baseUrls.githubApi, isConditional: true })
      if (result.status === 'gone') batch.linkChecks.push({ agentId: candidate.id, linkStatus: 'dead' })
      if (result.status === 'unchanged') batch.linkChecks.push({ agentId: candidate.id, linkStatus: 'ok' })
      if (result.status !== 'found') continue

      const { repository, renamedFrom } = result
      batch.linkChecks.push({ agentId: candidate.id, linkStatus: 'ok', isArchived: repository.archived })
      await recordRepositoryNames({ names: [{ repositoryId: repository.id, fullName: repository.full_name, previousName: renamedFrom }] })
      if (renamedFrom) batch.repoAliases[repository.full_name.toLowerCase()] = [renamedFrom]
      const outcome = githubRepositoryToDraft(repository)
      if ('draft' in outcome) batch.drafts.push(outcome.draft)
      if (result.validator) validators.push(result.validator)
    }
    yield { ...batch, afterMerge: () => saveHttpValidators({ validators }) }
  }
}

export const githubConnector: Connector = {
  key: 'github',
  title: 'GitHub',
  kind: 'code-hosting',
  description: 'Repository search by topic (ai-agent and each vertical), plus look-ups that find dead links, archived and renamed repositories.',
  provenanceKeys: [GITHUB_PROVENANCE],
  disabledReason: ({ isLive }) => (isLive ? null : LIVE_CRAWLING_OFF),
  fetchEntries: async function* (context) {
    const client = createGitHubClient(apiClientOptions(context, context.tokens.github))
    yield* searchRepositories(context, client)
    yield* checkRepositories(context, client)
  },
}
