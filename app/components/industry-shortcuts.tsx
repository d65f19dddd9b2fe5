import { Link } from 'react-router'
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
                // `.chip` and `.chip-selected` (app/app.css): seven shortcuts under every catalogue page's heading.
                className={isSelected ? 'chip chip-selected' : 'chip'}
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
