import { env } from '../shared/env.ts'
import { logger } from '../shared/logger.ts'
import { singleton } from '../shared/singleton.ts'
import { flushListingAnalytics } from './flush-listing-analytics.ts'

const timer = singleton('listing-analytics-timer', () => ({ handle: null as NodeJS.Timeout | null, running: Promise.resolve() }))

function flushInBackground() {
  timer.running = timer.running.then(() => flushListingAnalytics().then(
    () => undefined,
    (error: unknown) => logger.error({ err: error }, 'listing analytics flush failed'),
  ))
}

/** Flushes the counted views and clicks every ANALYTICS_FLUSH_SECONDS (the dashboard is at most that late). */
export function scheduleAnalyticsFlush() {
  if (timer.handle) return
  timer.handle = setInterval(flushInBackground, env().ANALYTICS_FLUSH_SECONDS * 1000)
  timer.handle.unref()
}

/** On graceful shutdown: stop the timer and write what is still in memory, before the database closes. */
export async function stopAnalyticsFlush() {
  if (timer.handle) clearInterval(timer.handle)
  timer.handle = null
  flushInBackground()
  await timer.running
}
