import { activeCrawls } from './runs/active-crawls.ts'

/**
 * Shutdown: stops this process's runs between two merges and waits until each is recorded as failed;
 * search phrases being written after a run stop at once.
 */
export async function stopCrawls() {
  const running = [...activeCrawls.values()]
  for (const crawl of running) crawl.controller.abort(new Error('The server is shutting down'))
  await Promise.allSettled(running.map((crawl) => crawl.finished))
}
