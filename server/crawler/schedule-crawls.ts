import { Cron } from 'croner'
import { isAppError } from '../shared/errors.ts'
import { logger } from '../shared/logger.ts'
import { singleton } from '../shared/singleton.ts'
import { crawlerSettings } from './crawler-settings.ts'
import { recoverStaleRuns } from './runs/recover-stale-runs.ts'
import { runCrawl } from './run-crawl.ts'

type SchedulerState = { job: Cron | null }

/** The scheduled job of this process, if it started one (the dashboard's "Crawler Status"). */
export const crawlScheduler = singleton<SchedulerState>('crawl-scheduler', () => ({ job: null }))

/**
 * Starts the daily crawl (CRAWLER_SCHEDULE, UTC) in this process, after failing runs a dead process
 * left behind. Every process may schedule: when the time comes, the crawl lock lets one of them run
 * and the others' CONFLICT is expected. Answers null when the schedule is off.
 */
export async function scheduleCrawls(): Promise<Cron | null> {
  const settings = crawlerSettings()
  const failed = await recoverStaleRuns({ staleAfterMs: settings.staleAfterMs })
  if (failed.length) logger.warn({ runIds: failed }, 'marked crawl runs of a stopped process as failed')
  if (!settings.schedule) return null

  crawlScheduler.job?.stop()
  crawlScheduler.job = new Cron(settings.schedule, { timezone: 'UTC', protect: true, unref: true, name: 'crawl' }, async () => {
    try {
      const { runId, status } = await runCrawl({ trigger: 'schedule' })
      logger.info({ runId, status }, 'scheduled crawl finished')
    } catch (error) {
      if (isAppError(error) && error.code === 'CONFLICT') logger.info('scheduled crawl skipped: another process is crawling')
      else logger.error({ err: error }, 'scheduled crawl could not start')
    }
  })
  logger.info({ schedule: settings.schedule, nextRun: crawlScheduler.job.nextRun()?.toISOString() }, 'crawl scheduled (UTC)')

  return crawlScheduler.job
}
