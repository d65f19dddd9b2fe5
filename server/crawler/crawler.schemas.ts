import { z } from 'zod'

export const ZCrawlProgress = z.object({
  currentSource: z.string().nullable(),
  sourcesDone: z.number().int(),
  sourcesTotal: z.number().int(),
  entriesDone: z.number().int(),
})

export const ZCrawlRunSource = z.object({
  sourceKey: z.string(),
  status: z.enum(['pending', 'running', 'completed', 'failed', 'rate_limited', 'disabled']),
  note: z.string().nullable(),
  fetched: z.number().int(),
  created: z.number().int().describe('New agents.'),
  updated: z.number().int(),
  duplicates: z.number().int().describe('Entries merged into an agent first found elsewhere.'),
  unchanged: z.number().int(),
  skippedNotFree: z.number().int(),
  skippedInvalid: z.number().int(),
  skippedFiltered: z.number().int().describe('Readable entries that are not agents for this catalogue (papers, sponsored, stale…).'),
  errors: z.number().int(),
  /** Admins only; null for everyone else. */
  errorMessages: z.array(z.string()).nullable(),
})
export type TCrawlRunSource = z.infer<typeof ZCrawlRunSource>

export const ZCrawlRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'manual', 'cli']),
  status: z.enum(['running', 'completed', 'failed']),
  isLive: z.boolean(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** One sentence summing the run up, shown in the 'Crawl Completed' notice. */
  message: z.string(),
  error: z.string().nullable(),
  progress: ZCrawlProgress,
  sources: z.array(ZCrawlRunSource),
})
export type TCrawlRun = z.infer<typeof ZCrawlRun>

export const ZCrawlRunsResult = z.object({ runs: z.array(ZCrawlRun) })
export type TCrawlRunsResult = z.infer<typeof ZCrawlRunsResult>

export const ZCrawlRunsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
export type TCrawlRunsQuery = z.infer<typeof ZCrawlRunsQuery>

export const ZCrawlerSource = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['directory', 'code-hosting', 'model-hub', 'community', 'template-project']),
  kindLabel: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  /** Active agents this source contributed (an agent found by two sources counts in both). */
  count: z.number().int(),
})

export const ZCrawlerStatus = z.object({
  totalAgents: z.number().int().describe('Active agents in the catalogue.'),
  freeAgents: z.number().int().describe('Active agents priced at $0.'),
  sourceBreakdown: z.record(z.string(), z.number().int()).describe('Active agents per platform (agent source).'),
  crawlerActive: z.boolean().describe('This server runs the daily schedule and the last finished run did not fail.'),
  lastUpdated: z.iso.datetime({ offset: true }).nullable().describe('When the last completed crawl finished.'),
  isLive: z.boolean().describe('Live crawling (CRAWLER_LIVE); otherwise runs read the bundled snapshots.'),
  currentRun: ZCrawlRun.nullable(),
  lastRun: ZCrawlRun.nullable(),
  schedule: z.object({
    cron: z.string().nullable(),
    timezone: z.literal('UTC'),
    nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  sources: z.array(ZCrawlerSource),
})
export type TCrawlerStatus = z.infer<typeof ZCrawlerStatus>

export const ZStartCrawlResult = z.object({ message: z.string(), runId: z.number().int() })
export type TStartCrawlResult = z.infer<typeof ZStartCrawlResult>
