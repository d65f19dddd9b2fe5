import { cn } from '../lib/cn.ts'

type RatingStarsProps = {
  averageRating: number
  totalRatings: number
  className?: string
  size?: 'sm' | 'md'
}

/** The five stars of each half-star step are one symbol of public/rating-stars.svg (`stars-0` … `stars-5`). */
const RATING_STARS_URL = '/rating-stars.svg'

/** The symbol drawing an average, rounded to the nearest half star: 4.26 → `stars-4.5`. */
function starsSymbol(averageRating: number): string {
  const halves = Math.min(10, Math.max(0, Math.round(averageRating * 2)))

  return `stars-${halves / 2}`
}

/**
 * Five stars filled to the average, with the average and the count as text for everyone. A card
 * repeats this 24 times to a page (issue 19): the stars are one <use> of a symbol drawing all five,
 * and `.rating` in app/app.css styles the parts by position (decision 053).
 */
function RatingStars({ averageRating, totalRatings, className, size = 'sm' }: RatingStarsProps) {
  return (
    <span className={cn('rating', className)}>
      <svg className={size === 'md' ? 'rating-stars rating-stars-md' : 'rating-stars'} aria-hidden="true">
        <use href={`${RATING_STARS_URL}#${starsSymbol(averageRating)}`} />
      </svg>
      <span>
        <b>{averageRating.toFixed(1)}</b>
        <span className="sr-only"> out of 5 stars</span>
        {` (${totalRatings.toLocaleString('en-US')} ${totalRatings === 1 ? 'rating' : 'ratings'})`}
      </span>
    </span>
  )
}

export { RatingStars, starsSymbol }
