import { REVIEW_RATINGS } from '../../../server/reviews/review-rules.ts'
import { cn } from '../../lib/cn.ts'
import { StarIcon } from '../../ui/icons.tsx'

type StarRatingInputProps = {
  value: number
  onChange: (rating: number) => void
  error?: string
}

/**
 * The rating as a radio group ("1 star" … "5 stars"): native radios, so arrow keys, screen
 * readers and forms without JavaScript all work; each option shows its stars.
 */
function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  return (
    <fieldset data-slot="star-rating-input" className="flex flex-col gap-1.5" aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Rating</legend>
      <div className="flex flex-wrap gap-2">
        {REVIEW_RATINGS.map((rating) => (
          <label
            key={rating}
            className={cn(
              'relative flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm dark:border-slate-600',
              'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:bg-amber-950',
            )}
          >
            <input type="radio" name="rating" value={rating} checked={value === rating} onChange={() => onChange(rating)} className="absolute inset-0 m-0 cursor-pointer opacity-0" />
            <span className="inline-flex" aria-hidden="true">
              {Array.from({ length: rating }, (_, index) => (
                <StarIcon key={index} className="size-4 fill-amber-400 text-amber-500" />
              ))}
            </span>
            <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="review-rating-error" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

export { StarRatingInput }
