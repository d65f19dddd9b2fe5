import type { TRatingStats } from '../../../server/reviews/index.ts'

type RatingBreakdownProps = { stats: TRatingStats }

const STARS = [5, 4, 3, 2, 1] as const

/** How many published reviews gave each number of stars, as bars with the counts in text. */
function RatingBreakdown({ stats }: RatingBreakdownProps) {
  const { totalReviews, ratingBreakdown } = stats

  return (
    <div data-slot="rating-breakdown" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Rating breakdown</h3>
      <ul className="flex flex-col gap-1.5">
        {STARS.map((stars) => {
          const count = ratingBreakdown[stars]
          const percentage = totalReviews === 0 ? 0 : Math.round((count / totalReviews) * 100)

          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-3 text-sm">
              <span className="text-slate-700 dark:text-slate-300">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percentage}%` }} />
              </span>
              <span className="text-right text-slate-700 tabular-nums dark:text-slate-300">
                {count} <span className="text-slate-500 dark:text-slate-400">({percentage}%)</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export { RatingBreakdown }
