import { Link } from 'react-router'
import type { TReviewSort } from '../../../server/reviews/review-rules.ts'
import { buttonVariants } from '../../ui/button.tsx'

type ReviewsPaginationProps = { total: number; limit: number; offset: number; sort: TReviewSort }

function pageHref(sort: TReviewSort, page: number): string {
  const search = new URLSearchParams()
  if (sort !== 'helpful') search.set('reviewSort', sort)
  if (page > 1) search.set('reviewPage', String(page))
  const query = search.toString()

  return `${query ? `?${query}` : '?'}#reviews`
}

/** Previous / next pages of reviews, as links in the page URL (?reviewPage=). */
function ReviewsPagination({ total, limit, offset, sort }: ReviewsPaginationProps) {
  const page = Math.floor(offset / limit) + 1
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages === 1) return null

  return (
    <nav aria-label="Review pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={pageHref(sort, page - 1)} preventScrollReset className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Previous reviews
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700 dark:text-slate-300">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageHref(sort, page + 1)} preventScrollReset className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          More reviews
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export { ReviewsPagination }
