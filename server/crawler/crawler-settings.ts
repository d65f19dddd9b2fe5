import { resolve } from 'node:path'
import { env } from '../shared/env.ts'

export type CrawlerSettings = {
  /** Real traffic to the sources; off by default (CRAWLER_LIVE). */
  isLive: boolean
  baseUrls: { githubApi: string; githubRaw: string; huggingFace: string }
  tokens: { github: string | null; huggingFace: string | null }
  snapshotDirectory: string
  schedule: string | null
  staleAfterMs: number
  maxRateLimitWaitMs: number
  linkChecksPerRun: number
}

function withoutTrailingSlash(url: string) {
  return url.replace(/\/+$/, '')
}

/** The crawler's view of the environment, read once per run so tests can change it between files. */
export function crawlerSettings(): CrawlerSettings {
  const config = env()

  return {
    isLive: config.CRAWLER_LIVE,
    baseUrls: {
      githubApi: withoutTrailingSlash(config.GITHUB_API_URL),
      githubRaw: withoutTrailingSlash(config.GITHUB_RAW_URL),
      huggingFace: withoutTrailingSlash(config.HF_API_URL),
    },
    tokens: { github: config.GITHUB_TOKEN ?? null, huggingFace: config.HF_TOKEN ?? null },
    snapshotDirectory: resolve(config.CRAWLER_SNAPSHOT_DIR),
    schedule: config.CRAWLER_SCHEDULE.trim().toLowerCase() === 'off' ? null : config.CRAWLER_SCHEDULE.trim(),
    staleAfterMs: config.CRAWLER_STALE_AFTER_SECONDS * 1000,
    maxRateLimitWaitMs: config.CRAWLER_RATE_LIMIT_MAX_WAIT_SECONDS * 1000,
    linkChecksPerRun: config.CRAWLER_LINK_CHECKS_PER_RUN,
  }
}
