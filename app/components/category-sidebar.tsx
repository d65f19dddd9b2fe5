import { Link, useLocation } from 'react-router'
import { cn } from '../lib/cn.ts'
import { CATEGORIES, CATEGORY_LABELS } from '../../server/shared/taxonomy.ts'

type CategorySidebarProps = {
  /** Category facet: counts for the other active filters. */
  counts: Record<string, number>
  selected?: string
}

/** Category links that keep the page's other filters; counts come from the catalogue's facets. */
function CategorySidebar({ counts, selected }: CategorySidebarProps) {
  const location = useLocation()
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  const hrefFor = (category: string | null) => {
    const search = new URLSearchParams(location.search)
    search.delete('page')
    if (category) search.set('category', category)
    else search.delete('category')
    const query = search.toString()

    return query ? `${location.pathname}?${query}` : location.pathname
  }
  const itemClass = (isSelected: boolean) =>
    cn(
      'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm',
      isSelected ? 'bg-brand-600 font-semibold text-white' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    )
  const visible = CATEGORIES.filter((category) => (counts[category] ?? 0) > 0 || category === selected)

  return (
    <nav aria-label="Categories" className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="px-3 pb-2 text-sm font-semibold">Categories</h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <Link to={hrefFor(null)} aria-current={!selected ? 'page' : undefined} className={itemClass(!selected)}>
            <span>All categories</span>
            <span className="tabular-nums">{total.toLocaleString('en-US')}</span>
          </Link>
        </li>
        {visible.map((category) => (
          <li key={category}>
            <Link to={hrefFor(category)} aria-current={category === selected ? 'page' : undefined} className={itemClass(category === selected)}>
              <span>{CATEGORY_LABELS[category]}</span>
              <span className="tabular-nums">{(counts[category] ?? 0).toLocaleString('en-US')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export { CategorySidebar }
