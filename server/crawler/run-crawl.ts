import { startCrawl, type CrawlResult, type StartCrawlOptions } from './start-crawl.ts'

/** Starts a crawl and waits for it to end (the CLI, the schedule, the benchmark). */
export async function runCrawl(options: StartCrawlOptions): Promise<CrawlResult> {
  const { finished } = await startCrawl(options)

  return finished
}
