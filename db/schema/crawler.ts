import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** What a running crawl reports while it goes; read by the dashboard every few seconds. */
export type CrawlProgress = {
  /** Key of the source being crawled now, null between sources. */
  currentSource: string | null
  /** Sources finished so far and in total. */
  sourcesDone: number
  sourcesTotal: number
  /** Entries (drafts and skipped ones) handled so far in this run. */
  entriesDone: number
}

/**
 * One row per crawl. Owned by server/crawler.
 * At most one row is 'running' (the partial unique index below): inserting that row is the lock
 * that keeps two processes on one Postgres from crawling at once (docs/decisions, crawler lock).
 */
export const crawlRuns = pgTable(
  'crawl_runs',
  {
    id: serial('id').primaryKey(),
    /** schedule | manual | cli */
    trigger: text('trigger').notNull(),
    /** running | completed | failed */
    status: text('status').notNull().default('running'),
    /** Source keys this run covers (all sources, or the one asked for with --source). */
    sourceKeys: text('source_keys').array().notNull(),
    /** Whether live traffic was allowed (CRAWLER_LIVE); otherwise bundled snapshots were read. */
    isLive: boolean('is_live').notNull().default(false),
    /** The admin who started a manual run. */
    requestedByUserId: integer('requested_by_user_id'),
    /** host:pid of the process running it, for operators reading the history. */
    owner: text('owner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Refreshed by the running process; a stale heartbeat means the process died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    progress: jsonb('progress')
      .$type<CrawlProgress>()
      .notNull()
      .default({ currentSource: null, sourcesDone: 0, sourcesTotal: 0, entriesDone: 0 }),
  },
  (t) => [
    uniqueIndex('crawl_runs_one_running_key').on(t.status).where(sql`status = 'running'`),
    index('crawl_runs_started_idx').on(t.startedAt.desc(), t.id),
  ],
)

/** Per-source counts of one run. fetched = created + updated + duplicates + unchanged + the three skipped + failed entries. */
export const crawlRunSources = pgTable(
  'crawl_run_sources',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => crawlRuns.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    /** pending | running | completed | failed | rate_limited | disabled */
    status: text('status').notNull().default('pending'),
    /** Why a source was disabled or stopped early, in words an operator understands. */
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** Entries that matched an agent first found through another entry or source. */
    duplicates: integer('duplicates').notNull().default(0),
    /** Entries seen before with nothing new in them. */
    unchanged: integer('unchanged').notNull().default(0),
    skippedNotFree: integer('skipped_not_free').notNull().default(0),
    skippedInvalid: integer('skipped_invalid').notNull().default(0),
    /** Read fine but not an agent for this catalogue: papers, datasets, sponsored, stale, not English. */
    skippedFiltered: integer('skipped_filtered').notNull().default(0),
    /** Every skip by its reason code (server/crawler/parsers/parse-result.ts), for the run history. */
    skipReasons: jsonb('skip_reasons').$type<Record<string, number>>().notNull().default({}),
    errors: integer('errors').notNull().default(0),
    /** The first few error messages (bounded), for the admin's run history. */
    errorMessages: text('error_messages').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('crawl_run_sources_run_source_key').on(t.runId, t.sourceKey)],
)

/** Validators from earlier responses, sent back as If-None-Match so unchanged pages cost nothing. */
export const crawlerHttpCache = pgTable('crawler_http_cache', {
  url: text('url').primaryKey(),
  etag: text('etag').notNull(),
  /** The response's Link header, so pagination continues past a 304. */
  link: text('link'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Old names of GitHub repositories (lower-cased owner/repo) and the name they moved to, learnt from
 * 301 answers and from search results whose repository id we knew under another name.
 */
export const githubRepositoryAliases = pgTable(
  'github_repository_aliases',
  {
    alias: text('alias').primaryKey(),
    fullName: text('full_name').notNull(),
    repositoryId: bigint('repository_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('github_repository_aliases_full_name_idx').on(t.fullName), index('github_repository_aliases_repository_idx').on(t.repositoryId)],
)
