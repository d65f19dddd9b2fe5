import { Link, useLocation } from 'react-router'
import { cn } from '../lib/cn.ts'
import { pageHref, paginate } from '../lib/pagination.ts'
import { buttonVariants } from '../ui/button.tsx'

type PaginationProps = { total: number; page: number; pageSize: number }

/** Page links that keep the current filters; nothing when everything fits on one page. */
function Pagination({ total, page, pageSize }: PaginationProps) {
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  const { page: current, pageCount, items } = paginate({ total, page, pageSize })
  if (pageCount <= 1) return null
  const href = (number: number) => pageHref(location.pathname, search, number)

  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Previous
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={cn(buttonVariants({ variant: item === current ? 'default' : 'ghost', size: 'sm' }), 'min-w-8')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pageCount && (
        <Link to={href(current + 1)} rel="next" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Next
        </Link>
      )}
    </nav>
  )
}

export { Pagination }
