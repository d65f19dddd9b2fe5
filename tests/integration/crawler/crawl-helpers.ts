import { sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import type { CrawlerSettings } from '../../../server/crawler/crawler-settings.ts'
import type { FixtureServer } from '../../support/fixture-server.ts'

/** Settings for a live crawl against the fixture server: no waiting for far rate-limit resets. */
export function liveSettings(server: FixtureServer, overrides: Partial<CrawlerSettings> = {}): Partial<CrawlerSettings> {
  return { isLive: true, baseUrls: server.baseUrls, maxRateLimitWaitMs: 0, linkChecksPerRun: 50, tokens: { github: null, huggingFace: null }, ...overrides }
}

/** The context executeCrawlRun gets in a live crawl against the fixture server (real HTTP, no far waits). */
export function liveCrawlContext(server: FixtureServer, { linkChecksPerRun = 0 } = {}) {
  return {
    fetch,
    baseUrls: server.baseUrls,
    tokens: { github: null, huggingFace: null },
    isLive: true,
    signal: new AbortController().signal,
    maxRateLimitWaitMs: 0,
    linkChecksPerRun,
    retryDelayMs: 1,
  }
}

export type SourceRow = {
  sourceKey: string
  status: string
  note: string | null
  fetched: number
  created: number
  updated: number
  duplicates: number
  unchanged: number
  skippedNotFree: number
  skippedInvalid: number
  skippedFiltered: number
  skipReasons: Record<string, number>
  errors: number
  errorMessages: string[]
}

export async function sourceRow(runId: number, sourceKey: string): Promise<SourceRow> {
  const result = await db.execute(sql`
    select source_key as "sourceKey", status, note, fetched, created, updated, duplicates, unchanged,
      skipped_not_free as "skippedNotFree", skipped_invalid as "skippedInvalid", skipped_filtered as "skippedFiltered",
      skip_reasons as "skipReasons", errors, error_messages as "errorMessages"
    from crawl_run_sources where run_id = ${runId} and source_key = ${sourceKey}`)

  return result.rows[0] as SourceRow
}

/** Every fetched entry ends in exactly one count. */
export function accountedFor(row: SourceRow) {
  return row.created + row.updated + row.duplicates + row.unchanged + row.skippedNotFree + row.skippedInvalid + row.skippedFiltered
}

export async function countAgents(where = sql`true`): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from agents where ${where}`)

  return (result.rows[0] as { total: number }).total
}
