import { hasRating } from '../../lib/agent-display.ts'
import { Card } from '../../ui/card.tsx'
import { RatingStars } from '../rating-stars.tsx'

type RatingsSummaryProps = { averageRating: number; totalRatings: number; children?: React.ReactNode }

/**
 * The bottom "Ratings & Reviews" section. It shows the agent's real rating summary; the reviews
 * panel (list, Add Review) mounts as `children` once reviews exist as a feature.
 */
function RatingsSummary({ averageRating, totalRatings, children }: RatingsSummaryProps) {
  const isRated = hasRating({ averageRating, totalRatings })

  return (
    <Card as="section" id="reviews" aria-labelledby="reviews-heading" className="gap-3">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Ratings &amp; Reviews
      </h2>
      {isRated ? (
        <RatingStars averageRating={averageRating} totalRatings={totalRatings} size="md" />
      ) : (
        <p className="text-slate-700 dark:text-slate-300">No ratings yet. Members who try this agent can rate and review it here.</p>
      )}
      <div data-slot="reviews-panel">{children}</div>
    </Card>
  )
}

export { RatingsSummary }
