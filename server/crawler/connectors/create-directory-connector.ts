import type { AgentDraft } from '../../catalogue/index.ts'
import { findAgentsForLinkCheck } from '../../catalogue/index.ts'
import type { CatalogueSource } from '../catalogue-sources.ts'
import { CRAWLER_USER_AGENT, createGitHubClient } from '../github/create-github-client.ts'
import { createSourceClient, type SourceClient } from '../http/create-source-client.ts'
import { httpValidatorStore, saveHttpValidators } from '../http/http-validator-store.ts'
import { isUnavailableError } from '../http/source-errors.ts'
import { checkWebsite } from '../raw-content/check-website.ts'
import { readDirectoryFiles } from '../raw-content/read-directory-files.ts'
import type { Connector, ConnectorBatch, ConnectorContext, ConnectorKind, LinkCheck } from './connector.ts'

/** Merged and reported in slices, so progress and the heartbeat move during a 500-entry directory. */
const DRAFTS_PER_BATCH = 100
const WEBSITE_CHECKS_PER_BATCH = 10

export type CreateDirectoryConnectorOptions = {
  key: string
  title: string
  kind: ConnectorKind
  description: string
  sources: readonly CatalogueSource[]
  /** Check the other agents' websites (HEAD) when live: the directories' connector does it. */
  checksWebsites?: boolean
}

function slices(drafts: AgentDraft[]): AgentDraft[][] {
  const result: AgentDraft[][] = []
  for (let start = 0; start < drafts.length; start += DRAFTS_PER_BATCH) result.push(drafts.slice(start, start + DRAFTS_PER_BATCH))

  return result.length ? result : [[]]
}

/** One directory read and parsed into batches; a directory that is down only costs its own entries. */
async function readSource(context: ConnectorContext, client: SourceClient, source: CatalogueSource): Promise<ConnectorBatch[]> {
  const label = source.directory.key
  // Live: the directory as it is now. Offline: the snapshot the shipped catalogue was built from.
  const ref = context.isLive ? 'HEAD' : source.directory.commit
  let read
  try {
    read = await readDirectoryFiles({ source, client, baseUrls: context.baseUrls, ref })
  } catch (error) {
    // A rate limit stops the whole source; a directory that is down only costs its own entries.
    if (!isUnavailableError(error)) throw error

    return [{ label, drafts: [], skipped: [], errors: [`${label}: ${error.message}`] }]
  }
  if (read.isUnchanged) return [{ label: `${label} (unchanged since the last run)`, drafts: [], skipped: [], errors: [] }]
  if (!read.files.length) return [{ label, drafts: [], skipped: [], errors: read.errors.length ? read.errors : [`${label}: no files to read`] }]

  let parsed
  try {
    parsed = source.parse(read.files)
  } catch (error) {
    return [{ label, drafts: [], skipped: [], errors: [...read.errors, `${label}: could not parse (${(error as Error).message})`] }]
  }
  const parts = slices(parsed.drafts)

  return parts.map((drafts, index) => ({
    label: parts.length > 1 ? `${label} (${index + 1}/${parts.length})` : label,
    drafts,
    skipped: index === 0 ? parsed.skipped : [],
    errors: index === 0 ? read.errors : [],
    afterMerge: index === parts.length - 1 && read.validators.length ? () => saveHttpValidators({ validators: read.validators }) : undefined,
  }))
}

/**
 * Every directory read at once (the client's per-host pool bounds the requests in flight), parsed
 * as its files arrive, and handed on in the sources' order so counts and messages stay stable.
 */
async function* readSources(context: ConnectorContext, sources: readonly CatalogueSource[]): AsyncGenerator<ConnectorBatch> {
  const client = createGitHubClient({
    fetch: context.fetch,
    token: context.tokens.github,
    maxRateLimitWaitMs: context.maxRateLimitWaitMs,
    signal: context.signal,
    validators: context.isLive ? httpValidatorStore : undefined,
    retryDelayMs: context.retryDelayMs,
  })
  const reads = sources.map((source) => readSource(context, client, source))
  // A rejected read is awaited in its turn below; until then it must not count as unhandled.
  for (const read of reads) read.catch(() => {})
  for (const [index, read] of reads.entries()) {
    context.report(sources[index]!.directory.key)
    yield* await read
  }
}

/** HEAD checks of agents that are neither a GitHub repository nor a Hugging Face model. */
async function* checkWebsites(context: ConnectorContext): AsyncGenerator<ConnectorBatch> {
  const client = createSourceClient({
    fetch: context.fetch,
    signal: context.signal,
    maxRateLimitWaitMs: 0,
    retries: 0,
    timeoutMs: 10_000,
    headers: { 'user-agent': CRAWLER_USER_AGENT },
  })
  const candidates = await findAgentsForLinkCheck({ identity: 'website', limit: context.linkChecksPerRun })
  for (let start = 0; start < candidates.length; start += WEBSITE_CHECKS_PER_BATCH) {
    const label = `Website checks ${start + 1}–${Math.min(start + WEBSITE_CHECKS_PER_BATCH, candidates.length)} of ${candidates.length}`
    context.report(label)
    const slice = candidates.slice(start, start + WEBSITE_CHECKS_PER_BATCH)
    const results = await Promise.all(slice.map((candidate) => checkWebsite({ url: candidate.link, client })))
    const linkChecks: LinkCheck[] = slice.flatMap((candidate, index) => (results[index] ? [{ agentId: candidate.id, linkStatus: results[index] }] : []))
    yield { label, drafts: [], skipped: [], errors: [], linkChecks }
  }
}

/**
 * A connector over directories read from GitHub's raw-content host with the catalogue build's
 * parsers (catalogue-sources.ts): the same files and rules give the same drafts live and offline.
 */
export function createDirectoryConnector({ key, title, kind, description, sources, checksWebsites = false }: CreateDirectoryConnectorOptions): Connector {
  return {
    key,
    title,
    kind,
    description,
    provenanceKeys: sources.map((source) => source.directory.key),
    isCatalogueSource: true,
    disabledReason: () => null,
    fetchEntries: async function* (context) {
      yield* readSources(context, sources)
      if (checksWebsites && context.isLive) yield* checkWebsites(context)
    },
  }
}
