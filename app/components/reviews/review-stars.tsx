import { cn } from '../../lib/cn.ts'
import { StarIcon } from '../../ui/icons.tsx'

type ReviewStarsProps = { rating: number; className?: string }

/** One member's whole-star rating: five stars drawn, the number said in words. */
function ReviewStars({ rating, className }: ReviewStarsProps) {
  return (
    <span data-slot="review-stars" className={cn('inline-flex items-center', className)}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => (
          <StarIcon key={position} className={cn('size-4', position <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400')} />
        ))}
      </span>
      <span className="sr-only">Rated {rating} out of 5 stars</span>
    </span>
  )
}

export { ReviewStars }
