import { Form } from 'react-router'
import type { TCrawlRun } from '../../../server/crawler/index.ts'
import { SubmitButton } from '../../ui/form.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { LocalTime } from './local-time.tsx'

type ManualCrawlCardProps = {
  currentRun: TCrawlRun | null
  lastUpdated: string | null
  canRun: boolean
}

function progressText(run: TCrawlRun) {
  const { currentSource, sourcesDone, sourcesTotal, entriesDone } = run.progress
  const where = currentSource ? `reading ${currentSource}` : 'finishing'

  return `Source ${Math.min(sourcesDone + 1, sourcesTotal)} of ${sourcesTotal}, ${where}; ${entriesDone.toLocaleString('en-US')} entries so far.`
}

/**
 * 'Run Crawler Now' (spec §2). A plain form: it works without JavaScript and posts to the page's
 * action; only admins get it enabled, and the server checks again.
 */
function ManualCrawlCard({ currentRun, lastUpdated, canRun }: ManualCrawlCardProps) {

  return (
    <Card as="section" aria-labelledby="manual-crawl-title">
      <CardHeader>
        <CardTitle id="manual-crawl-title">Manual Crawl Control</CardTitle>
        <CardDescription>Collect free agents from every source now instead of waiting for the daily run.</CardDescription>
      </CardHeader>
      <Form method="post" action="/crawler" className="flex flex-col gap-2">
        <SubmitButton
          name="intent"
          value="run"
          isPending={currentRun !== null ? true : undefined}
          pendingLabel="Crawling..."
          disabled={!canRun}
          aria-describedby={canRun ? undefined : 'crawl-admins-only'}
          className="self-start"
        >
          Run Crawler Now
        </SubmitButton>
        {!canRun && (
          <p id="crawl-admins-only" className="text-sm text-slate-600 dark:text-slate-300">
            Admins only: sign in with an admin account to start a crawl.
          </p>
        )}
      </Form>
      {currentRun && <p className="text-sm">{progressText(currentRun)}</p>}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Last crawl: {lastUpdated ? <LocalTime iso={lastUpdated} /> : 'none yet'}
      </p>
    </Card>
  )
}

export { ManualCrawlCard }
