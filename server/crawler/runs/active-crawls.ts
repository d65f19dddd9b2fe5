import { singleton } from '../../shared/singleton.ts'

/** `finished` settles when the run and the work after it (search phrases) have ended. */
export type ActiveCrawl = { controller: AbortController; finished: Promise<unknown> }

/**
 * Runs this process is executing now, or still following up, so shutdown can stop them and mark
 * them failed cleanly.
 */
export const activeCrawls = singleton('active-crawls', () => new Map<number, ActiveCrawl>())
