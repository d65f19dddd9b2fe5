import { cn } from '../lib/cn.ts'
import { SpriteIcon } from '../ui/icon-sprite.tsx'

type RatingStarsProps = {
  averageRating: number
  totalRatings: number
  className?: string
  size?: 'sm' | 'md'
}

/** Five stars filled to the average, with the average and the count as text for everyone. */
function RatingStars({ averageRating, totalRatings, className, size = 'sm' }: RatingStarsProps) {
  const rounded = Math.round(averageRating * 2) / 2
  const starSize = size === 'sm' ? 'size-4' : 'size-5'

  return (
    <span data-slot="rating-stars" className={cn('inline-flex items-center gap-1.5', className)}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => (
          <SpriteIcon
            key={position}
            name="star"
            className={cn(starSize, position <= rounded ? 'fill-amber-400 text-amber-500' : position - 0.5 === rounded ? 'fill-amber-200 text-amber-500' : 'text-slate-400')}
          />
        ))}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{averageRating.toFixed(1)}</span>
        <span className="sr-only"> out of 5 stars</span> ({totalRatings.toLocaleString('en-US')} {totalRatings === 1 ? 'rating' : 'ratings'})
      </span>
    </span>
  )
}

export { RatingStars }
