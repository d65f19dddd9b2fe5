import type { TCrawlRun } from '../../../server/crawler/index.ts'
import { cn } from '../../lib/cn.ts'

export type CrawlNoticeContent =
  | { kind: 'completed'; run: TCrawlRun }
  | { kind: 'failed'; run: TCrawlRun }
  | { kind: 'already-running' }
  | null

/** The 'Crawl Completed' / 'Crawl Failed' notices (spec §8), in a live region screen readers announce. */
function CrawlNotice({ notice }: { notice: CrawlNoticeContent }) {
  const isFailure = notice?.kind === 'failed'

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice && (
        <div
          className={cn(
            'rounded-lg border p-4 text-sm',
            isFailure
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100'
              : 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
          )}
        >
          {notice.kind === 'completed' && (
            <>
              <p className="font-semibold">Crawl Completed</p>
              <p>{notice.run.message}</p>
            </>
          )}
          {notice.kind === 'failed' && (
            <>
              <p className="font-semibold">Crawl Failed</p>
              <p>Unable to complete web crawling. Please try again.</p>
            </>
          )}
          {notice.kind === 'already-running' && <p className="font-semibold">A crawl is already running. Its progress shows below.</p>}
        </div>
      )}
    </div>
  )
}

export { CrawlNotice }
