import { Link } from 'react-router'
import { formatCount } from '../lib/agent-display.ts'
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

/** Spec §2 empty state, with Clear Filters back to the unfiltered page. */
function NoAgentsFound({ clearHref }: { clearHref: string }) {
  return (
    <Card className="items-center py-12 text-center">
      <h3 className="text-xl font-semibold">No agents found</h3>
      <p className="text-slate-600 dark:text-slate-300">Nothing matches these filters. Try fewer filters or other words.</p>
      <Link to={clearHref} className={buttonVariants()}>
        Clear Filters
      </Link>
    </Card>
  )
}

export { NoAgentsFound, ResultsSummary }
