import { Link } from 'react-router'
import { cn } from '../lib/cn.ts'
import { INDUSTRY_LABELS, VERTICALS } from '../../server/shared/taxonomy.ts'

type IndustryShortcutsProps = {
  /** Where each shortcut goes, e.g. (industry) => `/marketplace?useCase=${industry}`. */
  hrefFor: (industry: string) => string
  selected?: string
}

/** One-click industry filters under a page's heading. */
function IndustryShortcuts({ hrefFor, selected }: IndustryShortcutsProps) {
  return (
    <nav aria-label="Sector shortcuts">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {VERTICALS.map((industry) => {
          const isSelected = industry === selected

          return (
            <li key={industry}>
              <Link
                to={hrefFor(industry)}
                aria-current={isSelected ? 'page' : undefined}
                className={cn(
                  'inline-flex rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                  isSelected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-100',
                )}
              >
                {INDUSTRY_LABELS[industry]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export { IndustryShortcuts }
