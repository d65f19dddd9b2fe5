import type { TCrawlerStatus } from '../../../server/crawler/index.ts'
import { pluralise } from '../../lib/agent-display.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { LocalTime } from './local-time.tsx'

const DAILY_AT_SIX = '0 6 * * *'

function scheduleText(cron: string | null) {
  if (!cron) return 'off (no automatic crawls on this server)'

  return cron === DAILY_AT_SIX ? 'daily at 06:00 UTC' : `cron "${cron}", in UTC`
}

/** The sources the crawler reads and when it runs (spec §2, Crawler Configuration). */
function ConfigurationCard({ status }: { status: TCrawlerStatus }) {
  return (
    <Card as="section" aria-labelledby="crawler-configuration-title">
      <CardHeader>
        <CardTitle id="crawler-configuration-title">Crawler Configuration</CardTitle>
        <CardDescription>
          {status.isLive
            ? 'Live crawling is on: every source is read from the web.'
            : 'Live crawling is off: runs read the bundled directory snapshots; GitHub and Hugging Face wait until an operator turns live crawling on.'}
        </CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {status.sources.map((source) => (
          <li key={source.key} className="flex flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{source.kindLabel}:</span>
              <span>{source.title}</span>
              <Badge variant={source.enabled ? 'green' : 'grey'}>{source.enabled ? 'enabled' : source.disabledReason}</Badge>
            </div>
            <p className="text-slate-600 dark:text-slate-300">
              {source.description} {pluralise(source.count, 'agent')} found here.
            </p>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
        <p>
          <span className="font-medium">Schedule:</span>{' '}
          {scheduleText(status.schedule.cron)}
        </p>
        {status.schedule.nextRunAt && (
          <p>
            <span className="font-medium">Next scheduled crawl:</span> <LocalTime iso={status.schedule.nextRunAt} />
          </p>
        )}
      </div>
    </Card>
  )
}

export { ConfigurationCard }
