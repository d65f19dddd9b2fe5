import { Link } from 'react-router'
import type { TCatalogueStats } from '../../../server/catalogue/index.ts'
import { formatCount, pluralise } from '../../lib/agent-display.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { PageSection } from '../page-section.tsx'
import { RatingStars } from '../rating-stars.tsx'

/** What members say, as numbers from the ratings table; honest when there are none yet. */
function RatingSummary({ stats }: { stats: Pick<TCatalogueStats, 'averageRating' | 'totalRatings' | 'ratedAgents' | 'totalAgents'> }) {
  const hasRatings = stats.averageRating !== null && stats.totalRatings > 0

  return (
    <PageSection id="ratings" title="Rated by the people who use them" description="Members rate agents from one to five stars after trying them. We never seed or buy ratings.">
      <Card className="flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        {hasRatings ? (
          <div className="flex flex-col gap-2">
            <RatingStars averageRating={stats.averageRating ?? 0} totalRatings={stats.totalRatings} size="md" />
            <p className="text-slate-700 dark:text-slate-300">
              Average across {pluralise(stats.ratedAgents, 'rated agent')}, out of {formatCount(stats.totalAgents)} listed.
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold">No ratings yet</p>
            <p className="text-slate-700 dark:text-slate-300">Nobody has rated an agent yet. Tried one? Your rating will be the first.</p>
          </div>
        )}
        <Link to={hasRatings ? '/marketplace?sort=rating' : '/marketplace'} className={buttonVariants({ variant: 'outline' })}>
          {hasRatings ? 'See the highest rated' : 'Find an agent to rate'}
        </Link>
      </Card>
    </PageSection>
  )
}

export { RatingSummary }
