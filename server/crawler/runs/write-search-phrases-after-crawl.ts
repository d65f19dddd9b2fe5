import { writeMissingSearchPhrases } from '../../assistant/index.ts'
import { logger } from '../../shared/logger.ts'

export type WriteSearchPhrasesAfterCrawlOptions = { runId: number; signal: AbortSignal }

/**
 * After a completed run: search phrases for the agents it added (and any others still without),
 * when a model is configured. Logs and never throws: the run is already recorded, and phrases the
 * model could not write now are written after the next run or by `npm run catalogue:phrases`.
 */
export async function writeSearchPhrasesAfterCrawl({ runId, signal }: WriteSearchPhrasesAfterCrawlOptions): Promise<void> {
  try {
    const result = await writeMissingSearchPhrases({ signal })
    if (result.found) logger.info({ runId, ...result }, 'search phrases written after the crawl')
  } catch (error) {
    logger.error({ err: error, runId }, 'search phrases could not be written after the crawl')
  }
}
