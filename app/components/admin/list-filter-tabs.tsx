import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'

export type TListFilterTab = {
  /** The query string's value for this list; null for the list without the parameter. */
  value: string | null
  label: string
}

type ListFilterTabsProps = {
  /** Names the navigation for screen readers, e.g. "Filter by status". */
  label: string
  /** The query parameter the tabs set (`status`, `view`). */
  parameter: string
  tabs: TListFilterTab[]
  current: string | null
}

/** The lists an admin queue can show (pending, approved, hidden…), one link each, the shown one marked as the current page. */
export function ListFilterTabs({ label, parameter, tabs, current }: ListFilterTabsProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map(({ value, label: tabLabel }) => (
        <Link
          key={value ?? 'all'}
          to={value === null ? '?' : `?${parameter}=${value}`}
          aria-current={value === current ? 'page' : undefined}
          className={buttonVariants({ variant: value === current ? 'default' : 'outline', size: 'sm' })}
        >
          {tabLabel}
        </Link>
      ))}
    </nav>
  )
}
