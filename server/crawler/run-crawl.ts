import { startCrawl, type CrawlResult, type StartCrawlOptions } from './start-crawl.ts'

/**
 * Starts a crawl and waits for it to end (the CLI, the schedule, the benchmark), and for the work
 * after it, so a CLI does not close the database under the search phrases being written.
 */
export async function runCrawl(options: StartCrawlOptions): Promise<CrawlResult> {
  const { finished, afterRun } = await startCrawl(options)
  const result = await finished
  await afterRun

  return result
}
