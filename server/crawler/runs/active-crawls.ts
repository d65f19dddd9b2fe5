import { singleton } from '../../shared/singleton.ts'

export type ActiveCrawl = { controller: AbortController; finished: Promise<unknown> }

/** Runs this process is executing now, so shutdown can stop them and mark them failed cleanly. */
export const activeCrawls = singleton('active-crawls', () => new Map<number, ActiveCrawl>())
