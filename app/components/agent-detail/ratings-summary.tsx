import { hasRating } from '../../lib/agent-display.ts'
import { Card } from '../../ui/card.tsx'
import { RatingStars } from '../rating-stars.tsx'

type RatingsSummaryProps = { averageRating: number; totalRatings: number; children?: React.ReactNode }

/**
 * The bottom "Ratings & Reviews" section: the agent's rating summary above the reviews panel
 * (breakdown, list, Add Review), which comes in as `children`.
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
        <p className="text-slate-700 dark:text-slate-300">No ratings yet.</p>
      )}
      <div data-slot="reviews-panel">{children}</div>
    </Card>
  )
}

export { RatingsSummary }
