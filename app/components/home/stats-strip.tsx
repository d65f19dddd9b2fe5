import type { TCatalogueStats } from '../../../server/catalogue/index.ts'
import { formatCount } from '../../lib/agent-display.ts'

/** Every figure is counted from the catalogue (product.md: no invented numbers). */
function StatsStrip({ stats }: { stats: TCatalogueStats }) {
  const verticalsWithAgents = stats.industries.filter((entry) => entry.industry !== 'general' && entry.count > 0).length
  const figures = [
    { value: formatCount(stats.totalAgents), label: 'agents listed' },
    { value: formatCount(verticalsWithAgents), label: verticalsWithAgents === 1 ? 'industry covered' : 'industries covered' },
    { value: formatCount(stats.freeAgents), label: 'free to use' },
    { value: formatCount(stats.directories), label: stats.directories === 1 ? 'open directory' : 'open directories' },
    {
      value: stats.averageRating === null ? 'No ratings yet' : `${stats.averageRating.toFixed(1)} / 5`,
      label: stats.averageRating === null ? 'be the first to rate one' : `average of ${formatCount(stats.totalRatings)} ratings`,
    },
  ]

  return (
    <section aria-label="The catalogue in numbers" className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col items-center text-center">
            <dt className="order-2 text-sm text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="order-1 text-2xl font-bold text-slate-900 dark:text-white">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export { StatsStrip }
