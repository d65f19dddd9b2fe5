import type { AgentDraft } from '../../catalogue/index.ts'
import type { CrawlerSettings } from '../crawler-settings.ts'
import type { SkippedEntry } from '../parsers/parse-result.ts'

/** The five kinds of source the product collects from (spec §2, Crawler Configuration). */
export type ConnectorKind = 'directory' | 'code-hosting' | 'model-hub' | 'community' | 'template-project'

export const CONNECTOR_KIND_LABELS: Record<ConnectorKind, string> = {
  directory: 'Free agent directory',
  'code-hosting': 'Code-hosting site',
  'model-hub': 'Model hub',
  community: 'Community submissions hub',
  'template-project': 'Agent template project',
}

/** What a look-up found out about an agent already in the catalogue. */
export type LinkCheck = {
  agentId: number
  /** dead: the source answered 404/410; ok: it is there. Refusals and timeouts produce no check. */
  linkStatus: 'ok' | 'dead'
  /** Known only from a repository look-up. */
  isArchived?: boolean
}

/** One page or file of a source, normalised. */
export type ConnectorBatch = {
  /** Where it came from ("topic:ai-agent page 2", "README.md"), for messages. */
  label: string
  drafts: AgentDraft[]
  skipped: SkippedEntry[]
  /** Failures that lost a page or a file; counted, and the source goes on. */
  errors: string[]
  linkChecks?: LinkCheck[]
  /** Earlier names of repositories in this batch (lower-case), keyed by their current name. */
  repoAliases?: Record<string, string[]>
  /** Runs once the batch is merged: stores ETags, so a crash before it means the page is read again. */
  afterMerge?: () => Promise<void>
}

export type ConnectorContext = {
  fetch: typeof fetch
  baseUrls: CrawlerSettings['baseUrls']
  tokens: CrawlerSettings['tokens']
  isLive: boolean
  signal: AbortSignal
  maxRateLimitWaitMs: number
  linkChecksPerRun: number
  /** Pause between retries of a failed request (tests shorten it). */
  retryDelayMs?: number
  /** A line of progress for the CLI. */
  report: (message: string) => void
}

export type Connector = {
  key: string
  title: string
  kind: ConnectorKind
  /** One sentence for the dashboard's configuration card. */
  description: string
  /** agent_provenance.directory values this connector writes, to count its agents. */
  provenanceKeys: readonly string[]
  /**
   * Its drafts are the shipped catalogue's sources: a run reads all such connectors, then
   * de-duplicates their drafts together with the catalogue build's rules before storing them.
   */
  isCatalogueSource?: boolean
  /** Why the connector cannot run in this context (shown as the source's status), or null. */
  disabledReason: (context: Pick<ConnectorContext, 'isLive'>) => string | null
  fetchEntries: (context: ConnectorContext) => AsyncIterable<ConnectorBatch>
}

export const LIVE_CRAWLING_OFF = 'disabled (live crawling off)'
