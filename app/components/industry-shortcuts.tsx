import { Link } from 'react-router'
import { cn } from '../lib/cn.ts'
import { INDUSTRY_LABELS, VERTICALS } from '../lib/taxonomy.ts'

type IndustryShortcutsProps = {
  /** Where each shortcut goes, e.g. (industry) => `/marketplace?useCase=${industry}`. */
  hrefFor: (industry: string) => string
  selected?: string
}

/** One-click industry filters under a page's heading. */
function IndustryShortcuts({ hrefFor, selected }: IndustryShortcutsProps) {
  return (
    <nav aria-label="Sector shortcuts">
      <ul className="flex flex-wrap gap-2">
        {VERTICALS.map((industry) => {
          const isSelected = industry === selected

          return (
            <li key={industry}>
              <Link
                to={hrefFor(industry)}
                aria-current={isSelected ? 'page' : undefined}
                className={cn(
                  'inline-flex rounded-full border px-3 py-1.5 text-sm font-medium',
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
