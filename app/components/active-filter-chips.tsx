import { Link, useLocation } from 'react-router'
import { CloseIcon } from '../ui/icons.tsx'

export type ActiveFilter = { name: string; label: string }

type ActiveFilterChipsProps = { filters: ActiveFilter[] }

/** The active filters as chips: each is a plain link to the same view without it (works without JavaScript). */
function ActiveFilterChips({ filters }: ActiveFilterChipsProps) {
  const location = useLocation()
  if (filters.length === 0) return null
  const hrefWithout = (name: string) => {
    const search = new URLSearchParams(location.search)
    search.delete(name)
    search.delete('page')
    const query = search.toString()

    return query ? `${location.pathname}?${query}` : location.pathname
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {filters.map((filter) => (
          <li key={filter.name}>
            <Link
              to={hrefWithout(filter.name)}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-slate-800 dark:text-brand-100"
            >
              {filter.label}
              <CloseIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export { ActiveFilterChips }
