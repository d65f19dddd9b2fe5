import { Link } from 'react-router'
import { Card, CardTitle } from '../../ui/card.tsx'
import { PremiumStatusCard, type TPremiumStatusView } from './premium-status-card.tsx'

type Totals = { views: number; clicks: number; contacts: number; uniqueVisitors: number }

export type TOverviewView = {
  premium: TPremiumStatusView
  current: Totals
  previous: Totals
  mostViewed: { name: string; path: string; views: number } | null
  listingCount: number
}

const FIGURES: { key: keyof Totals; label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'contacts', label: 'Contact forms' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
]

/** "+12% on the 30 days before", or a plain difference when there is nothing to divide by. */
function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'No change on the 30 days before' : `Up from 0 in the 30 days before`
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return 'No change on the 30 days before'

  return `${percent > 0 ? '+' : ''}${percent}% on the 30 days before (${previous})`
}

function OverviewTab({ overview }: { overview: TOverviewView }) {
  return (
    <div className="flex flex-col gap-6">
      <PremiumStatusCard premium={overview.premium} />
      <section aria-labelledby="totals-heading" className="flex flex-col gap-3">
        <h2 id="totals-heading" className="text-xl font-semibold">
          Last 30 days
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <Card key={figure.key} className="gap-1">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{figure.label}</dt>
              <dd className="text-3xl font-bold" data-figure={figure.key}>
                {overview.current[figure.key].toLocaleString('en-US')}
              </dd>
              <dd className="text-xs text-slate-600 dark:text-slate-300">{changeText(overview.current[figure.key], overview.previous[figure.key])}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <Card as="section" aria-labelledby="most-viewed-heading" className="gap-2">
        <CardTitle id="most-viewed-heading">Most viewed listing</CardTitle>
        {overview.mostViewed ? (
          <p>
            <Link to={overview.mostViewed.path} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
              {overview.mostViewed.name}
            </Link>{' '}
            with {overview.mostViewed.views.toLocaleString('en-US')} views in the last 30 days.
          </p>
        ) : (
          <p className="text-sm">None of your {overview.listingCount === 1 ? 'listing' : `${overview.listingCount} listings`} has been viewed in the last 30 days yet.</p>
        )}
      </Card>
    </div>
  )
}

export { OverviewTab }
