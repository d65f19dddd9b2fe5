import { cn } from '../lib/cn.ts'
import { SPRITE_URL } from '../ui/icon-sprite.tsx'

type RatingStarsProps = {
  averageRating: number
  totalRatings: number
  className?: string
  size?: 'sm' | 'md'
}

/** Five stars filled to the average, with the average and the count as text for everyone. */
function RatingStars({ averageRating, totalRatings, className, size = 'sm' }: RatingStarsProps) {
  const rounded = Math.round(averageRating * 2) / 2

  return (
    <span data-slot="rating-stars" className={cn('inline-flex items-center gap-1.5', className)}>
      {/* Styled by .rating-stars in app/app.css: a card repeats this five times, so each star carries one short class. */}
      <span className={cn('rating-stars', size === 'md' && 'rating-stars-md')} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => (
          <svg key={position} className={position <= rounded ? 'is-full' : position - 0.5 === rounded ? 'is-half' : undefined}>
            <use href={`${SPRITE_URL}#star`} />
          </svg>
        ))}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{averageRating.toFixed(1)}</span>
        <span className="sr-only"> out of 5 stars</span>
        {` (${totalRatings.toLocaleString('en-US')} ${totalRatings === 1 ? 'rating' : 'ratings'})`}
      </span>
    </span>
  )
}

export { RatingStars }
