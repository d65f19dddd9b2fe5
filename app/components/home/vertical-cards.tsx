import { Link } from 'react-router'
import { pluralise } from '../../lib/agent-display.ts'
import { INDUSTRY_AUDIENCES, INDUSTRY_LABELS, VERTICALS, type Industry } from '../../../server/shared/taxonomy.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { PlusIcon } from '../../ui/icons.tsx'
import { PageSection } from '../page-section.tsx'

type VerticalCardsProps = { industries: { industry: string; count: number; addedRecently: number }[] }

/**
 * One card per vertical with its live agent count and its growth, told as agents added in the
 * last 30 days (a count we have), not the spec's percentages (which we have no history for).
 */
function VerticalCards({ industries }: VerticalCardsProps) {
  const counts = new Map(industries.map((entry) => [entry.industry, entry]))

  return (
    <PageSection id="verticals" title="Agents for the industries we serve" description="Each vertical has its own landing page with its top agents and categories.">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VERTICALS.map((industry: Industry) => (
          <li key={industry}>
            <Card className="h-full gap-2 p-5">
              <h3 className="text-lg font-semibold">
                <Link to={`/industries/${industry}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                  {INDUSTRY_LABELS[industry]}
                </Link>
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">For {INDUSTRY_AUDIENCES[industry]}</p>
              <p className="mt-auto text-2xl font-bold text-slate-900 dark:text-white">{pluralise(counts.get(industry)?.count ?? 0, 'agent')}</p>
              <p className="text-sm text-emerald-700 dark:text-emerald-300">+{(counts.get(industry)?.addedRecently ?? 0).toLocaleString('en-US')} in the last 30 days</p>
            </Card>
          </li>
        ))}
        <li>
          <Card className="h-full gap-2 border-dashed bg-slate-50 p-5 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">Built an agent?</h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">List it for free and reach solo businesses and teams in these industries.</p>
            <Link to="/contribute" className={`${buttonVariants({ size: 'sm' })} mt-auto self-start`}>
              <PlusIcon />
              List Your Agent
            </Link>
          </Card>
        </li>
      </ul>
    </PageSection>
  )
}

export { VerticalCards }
