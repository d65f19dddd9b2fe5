import type { TCrawlRun } from '../../../server/crawler/index.ts'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { LocalTime } from './local-time.tsx'

const STATUS_LABELS: Record<string, string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  rate_limited: 'Stopped by a rate limit',
  disabled: 'Disabled',
  pending: 'Waiting',
}

const TRIGGER_LABELS: Record<TCrawlRun['trigger'], string> = { schedule: 'Daily schedule', manual: 'Manual', cli: 'Command line' }

function total(run: TCrawlRun, key: 'created' | 'updated' | 'duplicates' | 'skippedNotFree' | 'errors') {
  return run.sources.reduce((sum, source) => sum + source[key], 0).toLocaleString('en-US')
}

/** The latest runs with their counts; per-source details and (for admins) error messages fold out. */
function RunHistory({ runs }: { runs: TCrawlRun[] }) {
  return (
    <Card as="section" aria-labelledby="run-history-title">
      <CardHeader>
        <CardTitle id="run-history-title">Run history</CardTitle>
        <CardDescription>The latest crawls, newest first.</CardDescription>
      </CardHeader>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No crawl has run yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-3">Started</th>
                <th scope="col" className="py-2 pr-3">Trigger</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3 text-right">New</th>
                <th scope="col" className="py-2 pr-3 text-right">Updated</th>
                <th scope="col" className="py-2 pr-3 text-right">Duplicates</th>
                <th scope="col" className="py-2 pr-3 text-right">Not free</th>
                <th scope="col" className="py-2 pr-3 text-right">Errors</th>
                <th scope="col" className="py-2">Details</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800">
                  <td className="py-2 pr-3 whitespace-nowrap"><LocalTime iso={run.startedAt} /></td>
                  <td className="py-2 pr-3">{TRIGGER_LABELS[run.trigger]}</td>
                  <td className="py-2 pr-3">{STATUS_LABELS[run.status]}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{total(run, 'created')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{total(run, 'updated')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{total(run, 'duplicates')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{total(run, 'skippedNotFree')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{total(run, 'errors')}</td>
                  <td className="py-2">
                    <details>
                      <summary className="cursor-pointer">{run.message}</summary>
                      {run.error && <p className="mt-1 text-red-800 dark:text-red-200">{run.error}</p>}
                      <ul className="mt-2 flex flex-col gap-1">
                        {run.sources.map((source) => (
                          <li key={source.sourceKey}>
                            <span className="font-medium">{source.sourceKey}</span>:{' '}
                            {source.status === 'disabled' ? source.note : `${STATUS_LABELS[source.status]}${source.note ? ` (${source.note})` : ''}`}. {source.fetched.toLocaleString('en-US')} fetched, {source.created} new, {source.updated} updated,{' '}
                            {source.duplicates} duplicates, {source.unchanged} unchanged, {source.skippedNotFree} not free, {source.skippedInvalid} invalid,{' '}
                            {source.skippedFiltered} not agents, {source.errors} errors.
                            {source.errorMessages && source.errorMessages.length > 0 && (
                              <ul className="ml-4 list-disc text-red-800 dark:text-red-200">
                                {source.errorMessages.map((message, index) => (
                                  <li key={index}>{message}</li>
                                ))}
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}

export { RunHistory }
