import { Link } from 'react-router'
import { formatCount } from '../lib/agent-display.ts'
import { INDUSTRY_LABELS, VERTICALS } from '../../server/shared/taxonomy.ts'
import { buttonVariants } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'

type ResultsSummaryProps = { total: number; correctedSearch?: string | null }

/** Spec §2: 'Showing N agent(s)', N being every match across pages. */
function ResultsSummary({ total, correctedSearch }: ResultsSummaryProps) {
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {`Showing ${formatCount(total)} ${total === 1 ? 'agent' : 'agents'}`}
      </p>
      {correctedSearch && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Showing results for <strong className="font-semibold">“{correctedSearch}”</strong>
        </p>
      )}
    </div>
  )
}

type NoAgentsFoundProps = { clearHref: string; search?: string | null }

/**
 * Spec §2 empty state, with Clear Filters back to the unfiltered page. After a search that found
 * nothing (words the catalogue does not use and that are not close to any), it offers the
 * industries to browse instead.
 */
function NoAgentsFound({ clearHref, search }: NoAgentsFoundProps) {
  return (
    <Card className="items-center py-12 text-center">
      <h3 className="text-xl font-semibold">No agents found</h3>
      <p className="text-slate-600 dark:text-slate-300">
        {search ? `Nothing matched “${search}”. Try other words, fewer filters, or browse an industry.` : 'Nothing matches these filters. Try fewer filters or other words.'}
      </p>
      {search && (
        <nav aria-label="Try these industries" className="flex flex-col items-center gap-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Try these industries</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {VERTICALS.map((industry) => (
              <li key={industry}>
                <Link to={`/marketplace?useCase=${industry}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {INDUSTRY_LABELS[industry]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link to={clearHref} className={buttonVariants()}>
        Clear Filters
      </Link>
    </Card>
  )
}

export { NoAgentsFound, ResultsSummary }
